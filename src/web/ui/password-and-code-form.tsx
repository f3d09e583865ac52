import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle } from 'lucide-react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { twoFactorText } from '@/shared/domain/two-factor';
import { Button } from './button';
import { DialogClose, DialogFooter } from './dialog';
import { FormField } from './form-field';
import { Input } from './input';
import { PasswordInput } from './password-input';
import { showPasswordOrCodeRefusal } from './password-or-code-refusal';

type PasswordAndCode = { password: string; code: string };

type PasswordAndCodeFormProps = {
  /** Starts the fields' ids, unique on the page: `${idPrefix}-password` and `${idPrefix}-code`. */
  idPrefix: string;
  /** The request's body schema from the shared contract. */
  schema: z.ZodType<PasswordAndCode, PasswordAndCode>;
  submitLabel: string;
  /** Whether the submit takes protection away (turning off: red), or only renews it (new codes). */
  submitTone?: 'destructive' | 'primary';
  /** Sends the password and the code, and says it is done; throws the server's refusal. */
  onConfirmed: (values: PasswordAndCode) => Promise<void>;
};

/**
 * The password and a code (the authenticator app's or a recovery code), asked before two-factor protection
 * is taken away or its recovery codes renewed (decision 047), so that a stolen session alone cannot. It
 * sits in a dialog: Cancel closes it.
 */
export function PasswordAndCodeForm({
  idPrefix,
  schema,
  submitLabel,
  submitTone = 'destructive',
  onConfirmed,
}: PasswordAndCodeFormProps) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PasswordAndCode>({ resolver: zodResolver(schema), defaultValues: { password: '', code: '' } });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await onConfirmed(values);
    } catch (error) {
      showPasswordOrCodeRefusal(error, setError, ['password', 'code']);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <FormField
        id={`${idPrefix}-password`}
        label={twoFactorText.passwordLabel}
        error={errors.password?.message}
      >
        <PasswordInput autoComplete="current-password" {...register('password')} />
      </FormField>
      <FormField id={`${idPrefix}-code`} label={twoFactorText.eitherCodeLabel} error={errors.code?.message}>
        <Input autoComplete="one-time-code" autoCapitalize="none" spellCheck={false} {...register('code')} />
      </FormField>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline" disabled={isSubmitting}>
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" variant={submitTone} disabled={isSubmitting}>
          {isSubmitting ? <LoaderCircle className="animate-spin" aria-hidden /> : null}
          {submitLabel}
        </Button>
      </DialogFooter>
    </form>
  );
}
