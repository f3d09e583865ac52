import type { ComponentProps, ReactNode } from 'react';
import { onboardingStageLabels, onboardingStages } from '@/shared/contracts/onboarding';
import { cn } from '@/web/lib/cn';
import { FieldError } from '@/web/ui/field-error';
import { Label } from '@/web/ui/label';

// The questionnaire's building blocks; ui/ has no textarea or select yet, so they live with their one user.

const control =
  'w-full min-w-0 rounded-lg border border-input bg-white px-3 text-sm text-slate-900 shadow-xs transition-colors placeholder:text-slate-400 focus-visible:border-brand-600 focus-visible:outline-offset-0 aria-invalid:border-destructive';

/** aria attributes linking a control to its hint and its error message. */
export function describedBy(id: string, invalid: boolean, hasHint: boolean) {
  const ids = [hasHint ? `${id}-hint` : null, invalid ? `${id}-error` : null].filter(Boolean);
  return { 'aria-invalid': invalid ? true : undefined, 'aria-describedby': ids.join(' ') || undefined };
}

type FormFieldProps = {
  id: string;
  label: string;
  hint?: string;
  required?: boolean;
  error?: string;
  children: ReactNode;
};

export function FormField({ id, label, hint, required, error, children }: FormFieldProps) {
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>
        {label}
        {required ? (
          <span className="text-destructive" aria-hidden>
            {' '}
            *
          </span>
        ) : (
          <span className="font-normal text-muted-foreground"> (optional)</span>
        )}
      </Label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

export function TextArea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea rows={3} className={cn(control, 'min-h-20 py-2', className)} {...props} />;
}

export function StageSelect({ className, ...props }: ComponentProps<'select'>) {
  return (
    <select className={cn(control, 'h-10 cursor-pointer', className)} {...props}>
      <option value="" disabled>
        Choose your current stage
      </option>
      {onboardingStages.map((stage) => (
        <option key={stage} value={stage}>
          {onboardingStageLabels[stage]}
        </option>
      ))}
    </select>
  );
}
