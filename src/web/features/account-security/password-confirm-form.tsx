import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle } from 'lucide-react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { twoFactorText } from '@/shared/domain/two-factor';
import { Button } from '@/web/ui/button';
import { FormField } from '@/web/ui/form-field';
import { PasswordInput } from '@/web/ui/password-input';
import { showPasswordOrCodeRefusal } from '@/web/ui/password-or-code-refusal';

type PasswordValues = { password: string };

type PasswordConfirmFormProps = {
  /** The field's id, unique on the page. */
  id: string;
  /** The request's body schema from the shared contract (turning on, new recovery codes). */
  schema: z.ZodType<PasswordValues, PasswordValues>;
  submitLabel: string;
  /** Sends the password; throws the server's refusal. */
  onPassword: (password: string) => Promise<void>;
};

/** The password asked again before a change to two-factor sign-in; a wrong one is said at the field. */
export function PasswordConfirmForm({ id, schema, submitLabel, onPassword }: PasswordConfirmFormProps) {
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<PasswordValues>({ resolver: zodResolver(schema), defaultValues: { password: '' } });

  useEffect(() => setFocus('password'), [setFocus]);

  const onSubmit = handleSubmit(async ({ password }) => {
    try {
      await onPassword(password);
    } catch (error) {
      showPasswordOrCodeRefusal(error, setError, ['password']);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <FormField id={id} label={twoFactorText.passwordLabel} error={errors.password?.message}>
        <PasswordInput autoComplete="current-password" {...register('password')} />
      </FormField>
      <Button type="submit" disabled={isSubmitting} className="sm:self-end">
        {isSubmitting ? <LoaderCircle className="animate-spin" aria-hidden /> : null}
        {submitLabel}
      </Button>
    </form>
  );
}
