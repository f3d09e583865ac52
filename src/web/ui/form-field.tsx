import { Slot } from 'radix-ui';
import type { ReactElement, ReactNode } from 'react';
import { cn } from '@/web/lib/cn';
import { Label } from './label';

type FormFieldProps = {
  /** The control's id. Its hint and error message get `${id}-hint` and `${id}-error`. */
  id: string;
  label: ReactNode;
  /** Help that stays on screen, error or not. */
  hint?: ReactNode;
  /** The validation message; the field is marked invalid while there is one. */
  error?: string;
  /** A red asterisk after the label of a required field, or a muted '(optional)'. */
  mark?: 'required' | 'optional';
  /** Shown at the label's far end, e.g. the login form's 'Forgot password?' link. */
  labelAside?: ReactNode;
  /**
   * 'question': a step that asks one thing (the public application), with a larger label and the hint
   * right under it, explaining the question before the answer box.
   */
  variant?: 'field' | 'question';
  className?: string;
  /** Exactly one control (Input, PasswordInput, Textarea, NativeSelect…); it is given the id and aria. */
  children: ReactElement;
};

/**
 * The one way a form lays out a field: label, control, hint and error message, with the control tied to
 * them for assistive technology (label by `htmlFor`, hint and error by `aria-describedby`).
 */
export function FormField({
  id,
  label,
  hint,
  error,
  mark,
  labelAside,
  variant = 'field',
  className,
  children,
}: FormFieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  const question = variant === 'question';

  const labelElement = (
    <Label htmlFor={id} className={question ? 'text-base' : undefined}>
      {label}
      {mark === 'required' ? (
        <span className="text-destructive" aria-hidden>
          {' '}
          *
        </span>
      ) : mark === 'optional' ? (
        <span className="font-normal text-muted-foreground"> (optional)</span>
      ) : null}
    </Label>
  );
  const hintElement = hint ? (
    <p id={hintId} className={question ? 'text-sm text-slate-500' : 'text-xs text-muted-foreground'}>
      {hint}
    </p>
  ) : null;

  return (
    <div className={cn('flex flex-col gap-2', className)}>
      {labelAside ? (
        <div className="flex items-center justify-between">
          {labelElement}
          {labelAside}
        </div>
      ) : (
        labelElement
      )}
      {question ? hintElement : null}
      <Slot.Root
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        aria-required={mark === 'required' ? true : undefined}
      >
        {children}
      </Slot.Root>
      {question ? null : hintElement}
      {error ? (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
