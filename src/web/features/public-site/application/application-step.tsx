import { useEffect, useRef } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '@/web/ui/form-field';
import { Input } from '@/web/ui/input';
import type { applicationSteps } from './application-fields';

type ApplicationStepProps = {
  step: (typeof applicationSteps)[number];
  /** The form's wiring of this step's input. */
  input: UseFormRegisterReturn;
  value: string;
  error: string | undefined;
  /** Answers with one of the step's common answers. */
  onPick: (value: string) => void;
};

/** One step's field: label, hint, input and, where offered, one-tap common answers. */
export function ApplicationStep({ step, input, value, error, onPick }: ApplicationStepProps) {
  const element = useRef<HTMLInputElement | null>(null);
  const { ref: registerRef, ...registration } = input;

  // Each step starts in its field, so a keyboard user can type, press Enter and move on.
  useEffect(() => element.current?.focus(), []);
  useEffect(() => {
    if (error) element.current?.focus();
  }, [error]);

  return (
    <div className="grid gap-2">
      <FormField
        id={`application-${step.field}`}
        variant="question"
        label={
          <>
            {step.label}
            {step.required ? <span className="text-slate-500"> (required)</span> : null}
          </>
        }
        hint={step.hint}
        error={error}
      >
        <Input
          ref={(node) => {
            element.current = node;
            registerRef(node);
          }}
          type={step.type ?? 'text'}
          autoComplete={step.autoComplete}
          placeholder={step.placeholder}
          className="h-11 text-base"
          {...registration}
        />
      </FormField>
      {step.suggestions ? (
        <fieldset className="mt-1 flex flex-wrap gap-2">
          <legend className="sr-only">Common answers</legend>
          {step.suggestions.map((suggestion) => (
            <button
              key={suggestion}
              type="button"
              aria-pressed={value === suggestion}
              onClick={() => onPick(suggestion)}
              className="cursor-pointer rounded-full border border-slate-300 px-3 py-1.5 text-sm text-slate-700 transition-colors hover:border-primary hover:text-slate-900 aria-pressed:border-primary aria-pressed:bg-brand-50 aria-pressed:text-primary"
            >
              {suggestion}
            </button>
          ))}
        </fieldset>
      ) : null}
    </div>
  );
}
