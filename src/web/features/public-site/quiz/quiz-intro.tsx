import { ClipboardCheck, Clock, Gauge } from 'lucide-react';
import { quizQuestions } from '@/shared/domain/quiz-questions';
import { Button } from '@/web/ui/button';

export function QuizIntro({ onStart }: { onStart: () => void }) {
  return (
    <div className="grid gap-10 lg:grid-cols-[1.2fr_1fr] lg:items-center">
      <div>
        <h2 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">
          Find your gaps before your customers do
        </h2>
        <p className="mt-4 text-lg leading-relaxed text-slate-600">
          Answer eight questions about the fundamentals every launch depends on. You get a score, a verdict
          and the next steps that matter most for where you are today.
        </p>
        <ul className="mt-6 flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-600">
          <li className="inline-flex items-center gap-2">
            <ClipboardCheck className="size-4 text-primary" aria-hidden="true" />8 questions
          </li>
          <li className="inline-flex items-center gap-2">
            <Clock className="size-4 text-primary" aria-hidden="true" />
            About 2 minutes
          </li>
          <li className="inline-flex items-center gap-2">
            <Gauge className="size-4 text-primary" aria-hidden="true" />
            Instant result, no email needed
          </li>
        </ul>
        <Button size="lg" className="mt-8" onClick={onStart}>
          Start the quiz
        </Button>
      </div>
      <div className="rounded-2xl border border-slate-200 bg-slate-50 p-7">
        <h3 className="font-semibold text-slate-900">What we look at</h3>
        <ol className="mt-4 grid grid-cols-2 gap-x-4 gap-y-3 text-sm text-slate-700">
          {quizQuestions.map((question, i) => (
            <li key={question.id} className="flex items-center gap-2.5">
              <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-white text-xs font-semibold text-brand-800 ring-1 ring-slate-200">
                {i + 1}
              </span>
              {question.topic}
            </li>
          ))}
        </ol>
      </div>
    </div>
  );
}
