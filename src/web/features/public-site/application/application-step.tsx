import { useEffect, useRef } from 'react';
import { FieldError } from '@/web/ui/field-error';
import { Input } from '@/web/ui/input';
import { Label } from '@/web/ui/label';
import type { applicationSteps } from './application-fields';

type ApplicationStepProps = {
  step: (typeof applicationSteps)[number];
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
};

/** One step's field: label, hint, input and, where offered, one-tap common answers. */
export function ApplicationStep({ step, value, error, onChange }: ApplicationStepProps) {
  const input = useRef<HTMLInputElement>(null);
  const id = `application-${step.field}`;

  // Each step starts in its field, so a keyboard user can type, press Enter and move on.
  useEffect(() => input.current?.focus(), []);
  useEffect(() => {
    if (error) input.current?.focus();
  }, [error]);

  return (
    <div className="grid gap-2">
      <Label htmlFor={id} className="text-base">
        {step.label}
        {step.required ? <span className="text-slate-500"> (required)</span> : null}
      </Label>
      <p id={`${id}-hint`} className="text-sm text-slate-500">
        {step.hint}
      </p>
      <Input
        ref={input}
        id={id}
        name={step.field}
        type={step.type ?? 'text'}
        autoComplete={step.autoComplete}
        placeholder={step.placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
        className="h-11 text-base"
      />
      <FieldError id={`${id}-error`} message={error} />
      {step.suggestions ? (
        <fieldset className="mt-1 flex flex-wrap gap-2">
          <legend className="sr-only">Common answers</legend>
          {step.suggestions.map((suggestion) => (
            <button
              key={suggestion}
              type="button"
              aria-pressed={value === suggestion}
              onClick={() => onChange(suggestion)}
              className="cursor-pointer rounded-full border border-slate-300 px-3 py-1.5 text-sm text-slate-700 transition-colors hover:border-brand-600 hover:text-slate-900 aria-pressed:border-brand-700 aria-pressed:bg-brand-50 aria-pressed:text-brand-800"
            >
              {suggestion}
            </button>
          ))}
        </fieldset>
      ) : null}
    </div>
  );
}
