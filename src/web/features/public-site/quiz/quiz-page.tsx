import { useState } from 'react';
import { scoreQuiz } from '@/shared/domain/quiz';
import { quizQuestions } from '@/shared/domain/quiz-questions';
import { useDocumentMeta } from '../seo/use-document-meta';
import { QuizIntro } from './quiz-intro';
import { QuizQuestion } from './quiz-question';
import { QuizResult } from './quiz-result';

type Phase = { name: 'intro' } | { name: 'question'; index: number } | { name: 'result' };

/** SPEC §2 "Quiz" and §4: intro, 8 single-choice questions with a progress bar, then the result. */
export function QuizPage() {
  useDocumentMeta('/launch-readiness');
  const [phase, setPhase] = useState<Phase>({ name: 'intro' });
  const [answers, setAnswers] = useState<(number | undefined)[]>([]);

  const restart = () => {
    setAnswers([]);
    setPhase({ name: 'intro' });
  };

  return (
    <>
      <section className="bg-slate-950 text-white">
        <div className="mx-auto max-w-4xl px-4 py-14 sm:px-6 sm:py-16">
          <p className="text-sm font-semibold tracking-wide text-brand-400 uppercase">
            Launch-readiness quiz
          </p>
          <h1 className="mt-3 text-3xl font-semibold tracking-tight text-balance sm:text-5xl">
            Are you ready to launch?
          </h1>
        </div>
      </section>
      <section aria-label="Quiz" className="mx-auto max-w-4xl px-4 py-12 sm:px-6 sm:py-16">
        {phase.name === 'intro' && <QuizIntro onStart={() => setPhase({ name: 'question', index: 0 })} />}
        {phase.name === 'question' && (
          <QuizStep
            index={phase.index}
            answers={answers}
            onAnswer={(option) =>
              setAnswers((current) => {
                const next = [...current];
                next[phase.index] = option;
                return next;
              })
            }
            onBack={() =>
              setPhase(phase.index === 0 ? { name: 'intro' } : { name: 'question', index: phase.index - 1 })
            }
            onNext={() =>
              setPhase(
                phase.index === quizQuestions.length - 1
                  ? { name: 'result' }
                  : { name: 'question', index: phase.index + 1 },
              )
            }
          />
        )}
        {phase.name === 'result' && <Result answers={answers} onRestart={restart} />}
      </section>
    </>
  );
}

type QuizStepProps = {
  index: number;
  answers: (number | undefined)[];
  onAnswer: (option: number) => void;
  onBack: () => void;
  onNext: () => void;
};

function QuizStep({ index, answers, ...handlers }: QuizStepProps) {
  const question = quizQuestions[index];
  if (!question) return null;
  return (
    <QuizQuestion
      question={question}
      index={index}
      total={quizQuestions.length}
      answer={answers[index]}
      {...handlers}
    />
  );
}

function Result({ answers, onRestart }: { answers: (number | undefined)[]; onRestart: () => void }) {
  const chosen = quizQuestions.map((_, i) => answers[i] ?? 0);
  const { total, roundedPercent, tier } = scoreQuiz(quizQuestions, chosen);
  const gaps = quizQuestions.filter((q, i) => (q.options[chosen[i] ?? 0]?.score ?? 0) <= 1);
  return <QuizResult total={total} percent={roundedPercent} tier={tier} gaps={gaps} onRestart={onRestart} />;
}
