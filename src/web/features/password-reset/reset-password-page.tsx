import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { newPasswordSchema, passwordsMatch } from '@/shared/contracts/signup-fields';
import { messages } from '@/shared/messages';
import { ApiError, errorMessage } from '@/web/lib/api-client';
import { toast } from '@/web/lib/toast';
import { Button } from '@/web/ui/button';
import { FormField } from '@/web/ui/form-field';
import { PasswordInput } from '@/web/ui/password-input';
import { useResetPassword } from './api/reset-password';
import { ResetLayout } from './reset-layout';

// SPEC §5 password rules: at least 6 characters, and the confirmation must match.
const schema = z
  .object({ password: newPasswordSchema, confirmPassword: z.string() })
  .superRefine(passwordsMatch);
type Values = z.infer<typeof schema>;

/** /reset-password?token=…: the emailed link's page; sets the new password, then on to login. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const reset = useResetPassword();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async ({ password }) => {
    try {
      await reset.mutateAsync({ token, newPassword: password });
    } catch (error) {
      toast.error(
        error instanceof ApiError && error.code === 'INVALID_TOKEN'
          ? messages.passwordReset.invalidToken
          : errorMessage(error, messages.common.unexpected),
      );
      return;
    }
    toast.success(messages.passwordReset.done);
    navigate('/login', { replace: true });
  });

  return (
    <ResetLayout
      title="Choose a new password"
      description="Your new password must be at least 6 characters long."
    >
      {token ? (
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
          <FormField id="password" label="New password" error={errors.password?.message}>
            <PasswordInput autoComplete="new-password" {...register('password')} />
          </FormField>
          <FormField
            id="confirmPassword"
            label="Confirm new password"
            error={errors.confirmPassword?.message}
          >
            <PasswordInput autoComplete="new-password" {...register('confirmPassword')} />
          </FormField>
          <Button type="submit" size="lg" disabled={isSubmitting} className="w-full">
            {isSubmitting ? <LoaderCircle className="animate-spin" aria-hidden /> : null}
            Reset Password
          </Button>
        </form>
      ) : (
        <div
          role="alert"
          className="flex flex-col items-start gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800"
        >
          <p>{messages.passwordReset.invalidToken}</p>
          <Button asChild variant="outline" size="sm">
            <Link to="/forgot-password">Request a new link</Link>
          </Button>
        </div>
      )}
    </ResetLayout>
  );
}
