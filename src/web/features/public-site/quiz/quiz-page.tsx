import { useState } from 'react';
import { type UseFormReturn, useForm } from 'react-hook-form';
import { scoreQuiz } from '@/shared/domain/quiz';
import { quizQuestions } from '@/shared/domain/quiz-questions';
import { useDocumentMeta } from '../seo/use-document-meta';
import { QuizIntro } from './quiz-intro';
import { QuizQuestion } from './quiz-question';
import { QuizResult } from './quiz-result';

type Phase = { name: 'intro' } | { name: 'question'; index: number } | { name: 'result' };

/** Each question's chosen option, by its index, as its radio button's value gives it. */
type QuizAnswers = { answers: string[] };
const noAnswers: QuizAnswers = { answers: [] };

/** SPEC §2 "Quiz" and §4: intro, 8 single-choice questions with a progress bar, then the result. */
export function QuizPage() {
  useDocumentMeta('/launch-readiness');
  const [phase, setPhase] = useState<Phase>({ name: 'intro' });
  const form = useForm<QuizAnswers>({ defaultValues: noAnswers });

  const restart = () => {
    form.reset(noAnswers);
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
            form={form}
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
        {phase.name === 'result' && <Result answers={form.getValues('answers')} onRestart={restart} />}
      </section>
    </>
  );
}

type QuizStepProps = {
  index: number;
  form: UseFormReturn<QuizAnswers>;
  onBack: () => void;
  onNext: () => void;
};

function QuizStep({ index, form, onBack, onNext }: QuizStepProps) {
  const question = quizQuestions[index];
  const name = `answers.${index}` as const;
  // An unanswered question reads as null once its radio buttons are registered, undefined before.
  const answered = form.watch(name) != null;
  if (!question) return null;
  return (
    <QuizQuestion
      question={question}
      index={index}
      total={quizQuestions.length}
      input={form.register(name, { required: true })}
      answered={answered}
      onBack={onBack}
      onNext={form.handleSubmit(onNext)}
    />
  );
}

function Result({ answers, onRestart }: { answers: string[]; onRestart: () => void }) {
  const chosen = quizQuestions.map((_, i) => Number(answers[i] ?? 0));
  const { total, roundedPercent, tier } = scoreQuiz(quizQuestions, chosen);
  const gaps = quizQuestions.filter((q, i) => (q.options[chosen[i] ?? 0]?.score ?? 0) <= 1);
  return <QuizResult total={total} percent={roundedPercent} tier={tier} gaps={gaps} onRestart={onRestart} />;
}
