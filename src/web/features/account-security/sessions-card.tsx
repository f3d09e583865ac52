import { formatDistanceToNow } from 'date-fns';
import { LoaderCircle, LogOut, Monitor, Smartphone } from 'lucide-react';
import { messages } from '@/shared/messages';
import { errorMessage } from '@/web/lib/api-client';
import { formatDateTime } from '@/web/lib/format';
import { toast } from '@/web/lib/toast';
import { Badge } from '@/web/ui/badge';
import { Button } from '@/web/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/web/ui/card';
import { Skeleton } from '@/web/ui/skeleton';
import { useSessions } from './api/get-sessions';
import { useSignOutOtherSessions } from './api/sign-out-other-sessions';

/** The account's sessions, beyond SPEC: where it is signed in, and a way to end the others. */
export function SessionsCard() {
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
