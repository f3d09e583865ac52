import { ArrowLeft, ArrowRight } from 'lucide-react';
import { type FormEventHandler, useEffect, useRef } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { QuizQuestion as Question } from '@/shared/domain/quiz';
import { Button } from '@/web/ui/button';
import { Progress } from '@/web/ui/progress';

type QuizQuestionProps = {
  question: Question;
  index: number;
  total: number;
  /** The quiz form's wiring of this question's options. */
  input: UseFormRegisterReturn;
  answered: boolean;
  onBack: () => void;
  /** The quiz form's submit, which moves on once this question is answered. */
  onNext: FormEventHandler<HTMLFormElement>;
};

export function QuizQuestion({ question, index, total, input, answered, onBack, onNext }: QuizQuestionProps) {
  const heading = useRef<HTMLLegendElement>(null);
  // A new question is announced to screen readers by moving focus to it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the question change is the trigger
  useEffect(() => heading.current?.focus(), [question.id]);
  const isLast = index === total - 1;

  return (
    <form onSubmit={onNext}>
      <div className="flex items-center justify-between text-sm text-slate-600">
        <span>
          Question {index + 1} of {total}
        </span>
        <span>{Math.round((index / total) * 100)}% complete</span>
      </div>
      <Progress value={(index / total) * 100} label="Quiz progress" className="mt-2.5" />
      <fieldset className="mt-8">
        <legend ref={heading} tabIndex={-1} className="outline-none">
          <span className="text-sm font-semibold tracking-wide text-primary uppercase">{question.topic}</span>
          <span className="mt-2 block text-xl font-semibold text-balance text-slate-900 sm:text-2xl">
            {question.question}
          </span>
        </legend>
        {/* New radio buttons for each question: the form reads a question's answer off its own buttons. */}
        <div key={question.id} className="mt-6 grid gap-3">
          {question.options.map((option, i) => (
            <label
              key={option.label}
              className="flex cursor-pointer items-start gap-3 rounded-xl border border-slate-200 bg-white p-4 text-slate-800 transition-colors hover:border-primary has-checked:border-primary has-checked:bg-brand-50 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-ring"
            >
              <input
                type="radio"
                value={i}
                {...input}
                className="mt-0.5 size-4 shrink-0 accent-primary focus-visible:outline-none"
              />
              <span>{option.label}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="mt-8 flex items-center justify-between gap-3">
        <Button variant="outline" onClick={onBack}>
          <ArrowLeft aria-hidden />
          Back
        </Button>
        <Button type="submit" disabled={!answered}>
          {isLast ? 'See my result' : 'Next'}
          <ArrowRight aria-hidden />
        </Button>
      </div>
    </form>
  );
}
