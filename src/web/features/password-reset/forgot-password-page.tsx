import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle, MailCheck } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { signupEmailSchema } from '@/shared/contracts/signup-fields';
import { messages } from '@/shared/messages';
import { ApiError, errorMessage } from '@/web/lib/api-client';
import { toast } from '@/web/lib/toast';
import { Button } from '@/web/ui/button';
import { FormField } from '@/web/ui/form-field';
import { Input } from '@/web/ui/input';
import { useRequestPasswordReset } from './api/request-password-reset';
import { ResetLayout } from './reset-layout';

const schema = z.object({ email: signupEmailSchema });
type Values = z.infer<typeof schema>;

/** /forgot-password: asks for a reset link without revealing whether the email has an account. */
export function ForgotPasswordPage() {
  const request = useRequestPasswordReset();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async ({ email }) => {
    try {
      await request.mutateAsync(email);
    } catch (error) {
      // Only "slow down" and outages are worth telling; anything else gets the same neutral answer.
      if (!(error instanceof ApiError) || error.status === 429 || error.status >= 500) {
        request.reset();
        toast.error(errorMessage(error, messages.common.unexpected));
      }
    }
  });

  return (
    <ResetLayout
      title="Forgot your password?"
      description="Enter your email and we'll send you a reset link."
    >
      {request.isSuccess || request.isError ? (
        <div
          role="status"
          className="flex gap-3 rounded-lg border border-emerald-200 bg-emerald-50 p-4 text-sm text-emerald-900"
        >
          <MailCheck className="mt-0.5 size-4 shrink-0" aria-hidden />
          <p>{messages.passwordReset.requested}</p>
        </div>
      ) : (
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
          <FormField id="email" label="Email" error={errors.email?.message}>
            <Input type="email" autoComplete="email" placeholder="you@company.com" {...register('email')} />
          </FormField>
          <Button type="submit" size="lg" disabled={isSubmitting} className="w-full">
            {isSubmitting ? <LoaderCircle className="animate-spin" aria-hidden /> : null}
            Send Reset Link
          </Button>
        </form>
      )}
    </ResetLayout>
  );
}
