import { RotateCcw } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { QUIZ_MAX_SCORE, type QuizQuestion, type QuizTier } from '@/shared/domain/quiz';
import { Button } from '@/web/ui/button';
import { ApplyButton } from '../application/apply-button';
import { quizAdvice } from './quiz-advice';

type QuizResultProps = {
  total: number;
  percent: number;
  tier: QuizTier;
  /** The topics that scored 0 or 1: where to start. */
  gaps: QuizQuestion[];
  onRestart: () => void;
};

const tierTone: Record<QuizTier, string> = {
  'Ready to Launch': 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  'Almost Ready': 'bg-amber-50 text-amber-800 ring-amber-200',
  'Needs Preparation': 'bg-rose-50 text-rose-800 ring-rose-200',
};

export function QuizResult({ total, percent, tier, gaps, onRestart }: QuizResultProps) {
  // The result is announced by moving focus to it, from its top, so a phone shows the score first.
  const region = useRef<HTMLElement>(null);
  useEffect(() => region.current?.focus(), []);
  const advice = quizAdvice[tier];

  return (
    <section
      ref={region}
      tabIndex={-1}
      aria-labelledby="quiz-result-title"
      className="grid scroll-mt-20 gap-10 outline-none lg:grid-cols-[1fr_1.4fr]"
    >
      <div className="flex flex-col items-center self-start rounded-2xl bg-slate-950 p-10 text-center text-white">
        <p className="text-sm text-slate-400">Your launch-readiness score</p>
        <ScoreRing percent={percent} />
        <p className="text-sm text-slate-400">
          {total} of {QUIZ_MAX_SCORE} points
        </p>
        <p className={`mt-4 rounded-full px-4 py-1.5 text-sm font-semibold ring-1 ${tierTone[tier]}`}>
          {tier}
        </p>
      </div>
      <div>
        <h2 id="quiz-result-title" className="text-2xl font-semibold tracking-tight text-slate-900">
          {tier}
        </h2>
        <p className="mt-3 text-lg leading-relaxed text-slate-600">{advice.summary}</p>
        <h3 className="mt-7 font-semibold text-slate-900">What to do next</h3>
        <ol className="mt-3 list-decimal space-y-2 pl-5 text-slate-700 marker:text-primary">
          {advice.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        {gaps.length ? (
          <p className="mt-5 text-slate-700">
            <span className="font-semibold">Start with:</span> {gaps.map((q) => q.topic).join(', ')}.
          </p>
        ) : null}
        <p className="mt-7 text-slate-600">{advice.cta}</p>
        <div className="mt-4 flex flex-col gap-3 sm:flex-row">
          <ApplyButton size="lg">Apply Now</ApplyButton>
          <Button size="lg" variant="outline" onClick={onRestart}>
            <RotateCcw aria-hidden />
            Retake the quiz
          </Button>
        </div>
      </div>
    </section>
  );
}

function ScoreRing({ percent }: { percent: number }) {
  const circumference = 2 * Math.PI * 52;
  return (
    <div className="relative my-5 size-40">
      <svg viewBox="0 0 120 120" className="size-full -rotate-90" aria-hidden="true">
        <circle cx="60" cy="60" r="52" fill="none" strokeWidth="10" className="stroke-white/10" />
        <circle
          cx="60"
          cy="60"
          r="52"
          fill="none"
          strokeWidth="10"
          strokeLinecap="round"
          strokeDasharray={circumference}
          strokeDashoffset={circumference * (1 - percent / 100)}
          className="stroke-brand-500 transition-[stroke-dashoffset] duration-700"
        />
      </svg>
      <p
        className="absolute inset-0 flex items-center justify-center text-4xl font-semibold tabular-nums"
        data-testid="quiz-score"
      >
        {percent}%
      </p>
    </div>
  );
}
