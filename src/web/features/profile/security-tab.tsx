import { zodResolver } from '@hookform/resolvers/zod';
import { formatDistanceToNow } from 'date-fns';
import { LoaderCircle, LogOut, Monitor, Smartphone } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { type ChangePasswordForm, changePasswordFormSchema } from '@/shared/contracts/profile';
import { messages } from '@/shared/messages';
import { errorMessage } from '@/web/lib/api-client';
import { formatDateTime } from '@/web/lib/format';
import { toast } from '@/web/lib/toast';
import { Badge } from '@/web/ui/badge';
import { Button } from '@/web/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/web/ui/card';
import { FormField } from '@/web/ui/form-field';
import { PasswordInput } from '@/web/ui/password-input';
import { Skeleton } from '@/web/ui/skeleton';
import { useChangePassword } from './api/change-password';
import { useSessions } from './api/get-sessions';
import { useSignOutOtherSessions } from './api/sign-out-other-sessions';

const blank: ChangePasswordForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** SPEC §2 Settings "Security": change the password; and the account's sessions, beyond SPEC. */
export function SecurityTab() {
  return (
    <div className="flex flex-col gap-6">
      <PasswordCard />
      <SessionsCard />
    </div>
  );
}

function PasswordCard() {
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

function SessionsCard() {
  const sessions = useSessions();
  const signOutOthers = useSignOutOtherSessions();
  const others = sessions.data?.filter((s) => !s.current).length ?? 0;

  const onSignOutOthers = () =>
    signOutOthers.mutate(undefined, {
      onSuccess: () => toast.success(messages.sessions.signedOutOthers),
      onError: (error) => toast.error(errorMessage(error, messages.sessions.signOutOthersFailed)),
    });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Where you're signed in</CardTitle>
        <CardDescription>Sign out of devices you don't recognise or no longer use.</CardDescription>
      </CardHeader>
      <CardContent>
        {sessions.isPending ? (
          <div className="flex flex-col gap-3">
            <Skeleton className="h-12" />
            <Skeleton className="h-12" />
          </div>
        ) : sessions.isError ? (
          <p className="text-sm text-muted-foreground">
            Your sessions could not be loaded. Please try again.
          </p>
        ) : (
          <ul className="divide-y" aria-label="Signed-in sessions">
            {sessions.data.map((session) => {
              const Icon = /iOS|Android/.test(session.device) ? Smartphone : Monitor;
              return (
                <li key={session.id} className="flex items-start gap-3 py-3 first:pt-0 last:pb-0">
                  <Icon className="mt-0.5 size-5 shrink-0 text-slate-500" aria-hidden />
                  <div className="min-w-0 flex-1">
                    <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-slate-900">
                      {session.device}
                      {session.current ? <Badge variant="brand">This device</Badge> : null}
                    </p>
                    <p className="mt-0.5 text-xs text-muted-foreground">
                      {session.current
                        ? 'Active now'
                        : `Last active ${formatDistanceToNow(new Date(session.lastSeenAt), { addSuffix: true })}`}
                      {' · '}Signed in {formatDateTime(session.signedInAt)}
                      {session.ipAddress ? ` · ${session.ipAddress}` : ''}
                    </p>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
      <CardFooter className="justify-between gap-3 border-t pt-5 sm:pt-6">
        <p className="text-xs text-muted-foreground">
          {others === 0 ? 'No other sessions.' : `${others} other ${others === 1 ? 'session' : 'sessions'}.`}
        </p>
        <Button
          type="button"
          variant="outline"
          disabled={others === 0 || signOutOthers.isPending}
          onClick={onSignOutOthers}
        >
          {signOutOthers.isPending ? (
            <LoaderCircle className="animate-spin" aria-hidden />
          ) : (
            <LogOut aria-hidden />
          )}
          Sign out other sessions
        </Button>
      </CardFooter>
    </Card>
  );
}
