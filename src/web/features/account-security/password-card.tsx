import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { type ChangePasswordForm, changePasswordFormSchema } from '@/shared/contracts/profile';
import { messages } from '@/shared/messages';
import { errorMessage } from '@/web/lib/api-client';
import { toast } from '@/web/lib/toast';
import { Button } from '@/web/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/web/ui/card';
import { FormField } from '@/web/ui/form-field';
import { PasswordInput } from '@/web/ui/password-input';
import { useChangePassword } from './api/change-password';

const blank: ChangePasswordForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** SPEC §2 Settings "Security": change the password, which signs out every other device. */
export function PasswordCard() {
  const change = useChangePassword();
  const {
    register,
    handleSubmit,
    reset,
    watch,
    formState: { errors },
  } = useForm<ChangePasswordForm>({ resolver: zodResolver(changePasswordFormSchema), defaultValues: blank });
  const [newPassword, confirmPassword] = watch(['newPassword', 'confirmPassword']);
  // SPEC §5: disabled while the new or confirm field is empty or an update is in progress.
  const disabled = !newPassword || !confirmPassword || change.isPending;

  const onSubmit = handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      await change.mutateAsync({ currentPassword, newPassword });
      reset(blank);
      toast.success(messages.password.updated);
    } catch (error) {
      toast.error(errorMessage(error, messages.password.updateFailed));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Card>
        <CardHeader>
          <CardTitle>Change password</CardTitle>
          <CardDescription>
            After the change, every other device signed in to your account is signed out.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid max-w-md gap-5">
          <FormField id="currentPassword" label="Current password" error={errors.currentPassword?.message}>
            <PasswordInput autoComplete="current-password" {...register('currentPassword')} />
          </FormField>
          <FormField
            id="newPassword"
            label="New password"
            hint="At least 6 characters."
            error={errors.newPassword?.message}
          >
            <PasswordInput autoComplete="new-password" {...register('newPassword')} />
          </FormField>
          <FormField
            id="confirmPassword"
            label="Confirm new password"
            error={errors.confirmPassword?.message}
          >
            <PasswordInput autoComplete="new-password" {...register('confirmPassword')} />
          </FormField>
        </CardContent>
        <CardFooter className="justify-end border-t pt-5 sm:pt-6">
          <Button type="submit" disabled={disabled}>
            {change.isPending ? <LoaderCircle className="animate-spin" aria-hidden /> : null}
            {change.isPending ? 'Updating...' : 'Update Password'}
          </Button>
        </CardFooter>
      </Card>
    </form>
  );
}
