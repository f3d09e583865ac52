import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { z } from 'zod';
import { newPasswordSchema, passwordsMatch } from '@/shared/contracts/signup-fields';
import { messages } from '@/shared/messages';
import { ApiError, errorMessage } from '@/web/lib/api-client';
import { Button } from '@/web/ui/button';
import { FieldError } from '@/web/ui/field-error';
import { Label } from '@/web/ui/label';
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
          <div className="flex flex-col gap-2">
            <Label htmlFor="password">New password</Label>
            <PasswordInput
              id="password"
              autoComplete="new-password"
              aria-invalid={errors.password ? true : undefined}
              aria-describedby={errors.password ? 'password-error' : undefined}
              {...register('password')}
            />
            <FieldError id="password-error" message={errors.password?.message} />
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor="confirmPassword">Confirm new password</Label>
            <PasswordInput
              id="confirmPassword"
              autoComplete="new-password"
              aria-invalid={errors.confirmPassword ? true : undefined}
              aria-describedby={errors.confirmPassword ? 'confirmPassword-error' : undefined}
              {...register('confirmPassword')}
            />
            <FieldError id="confirmPassword-error" message={errors.confirmPassword?.message} />
          </div>
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
