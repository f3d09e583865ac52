import { BellOff, CircleCheck, LinkIcon, LoaderCircle, MailX, RefreshCw, TriangleAlert } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { unsubscribeMessages } from '@/shared/domain/notification-emails';
import { ApiError, errorMessage } from '@/web/lib/api-client';
import { cn } from '@/web/lib/cn';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { BackHomeLink } from '@/web/ui/back-home-link';
import { Button } from '@/web/ui/button';
import { Logo } from '@/web/ui/logo';
import { Skeleton } from '@/web/ui/skeleton';
import { useUnsubscribeStatus } from './api/get-unsubscribe-status';
import { useUnsubscribe } from './api/unsubscribe';

const notificationSettingsPath = '/dashboard/settings?tab=notifications';

const checkFailed = 'We could not check this link. Check your connection and try again.';
const turnOffFailed = 'We could not turn them off. Check your connection and try again.';

/** The server refused the token itself (tampered, truncated, made up): trying again will not help. */
const isInvalidLink = (error: unknown) => error instanceof ApiError && error.status === 400;

/**
 * /unsubscribe?token=…: the footer link of a notification email. It asks before it acts, because mail
 * scanners open links; the button turns the toggle off without signing in (the token is signed).
 */
export function UnsubscribePage() {
  useDocumentTitle('Unsubscribe');
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';

  return (
    <div className="flex min-h-svh flex-col bg-slate-50 px-4 py-6 sm:px-8">
      <header className="mx-auto flex w-full max-w-5xl items-center justify-between gap-4">
        <Link to="/" className="rounded-lg">
          <Logo />
        </Link>
        <BackHomeLink />
      </header>
      <main className="flex flex-1 items-start justify-center pt-8 pb-10 sm:items-center sm:py-10">
        <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          {token ? <UnsubscribeFlow token={token} /> : <InvalidLink />}
        </div>
      </main>
    </div>
  );
}

function UnsubscribeFlow({ token }: { token: string }) {
  const status = useUnsubscribeStatus(token);
  const unsubscribe = useUnsubscribe(token);

  if (unsubscribe.isSuccess) {
    return (
      <Outcome
        icon={CircleCheck}
        tone="success"
        heading={unsubscribeMessages.doneHeading(unsubscribe.data.settingName)}
      >
        <TurnBackOn />
      </Outcome>
    );
  }
  if (status.isPending) {
    return (
      <div role="status" aria-label="Checking your link" className="flex flex-col gap-4">
        <Skeleton className="size-11 rounded-xl" />
        <Skeleton className="h-7 w-4/5" />
        <Skeleton className="h-4 w-full" />
        <div className="mt-4 flex flex-col gap-3 sm:flex-row">
          <Skeleton className="h-10 flex-1" />
          <Skeleton className="h-10 flex-1" />
        </div>
      </div>
    );
  }
  if (status.isError && isInvalidLink(status.error)) return <InvalidLink />;
  if (status.isError) {
    return (
      <Outcome icon={TriangleAlert} tone="warning" heading="Something went wrong" alert>
        <p className="text-sm text-slate-600">{checkFailed}</p>
        <div className="mt-6">
          <Button variant="outline" onClick={() => void status.refetch()} disabled={status.isFetching}>
            {status.isFetching ? (
              <LoaderCircle className="animate-spin" aria-hidden />
            ) : (
              <RefreshCw aria-hidden />
            )}
            Try again
          </Button>
        </div>
      </Outcome>
    );
  }
  const { settingName, on } = status.data;
  if (!on) {
    return (
      <Outcome icon={BellOff} tone="neutral" heading={unsubscribeMessages.alreadyOff(settingName)}>
        <TurnBackOn />
      </Outcome>
    );
  }

  const refusedLink = unsubscribe.isError && isInvalidLink(unsubscribe.error);
  if (refusedLink) return <InvalidLink />;
  return (
    <Outcome icon={MailX} tone="brand" heading={unsubscribeMessages.confirmHeading(settingName)}>
      <p className="text-sm text-slate-600">
        We will stop sending you these emails. Everything still shows on your dashboard, and emails about your
        account, such as password resets, still come.
      </p>
      {unsubscribe.isError ? (
        <p role="alert" className="mt-4 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {errorMessage(unsubscribe.error, turnOffFailed)}
        </p>
      ) : null}
      <div className="mt-6 flex flex-col gap-3 sm:flex-row-reverse">
        <Button
          size="lg"
          className="sm:flex-1"
          onClick={() => unsubscribe.mutate()}
          disabled={unsubscribe.isPending}
        >
          {unsubscribe.isPending ? <LoaderCircle className="animate-spin" aria-hidden /> : null}
          Turn off
        </Button>
        <Button asChild variant="outline" size="lg" className="sm:flex-1">
          <Link to={notificationSettingsPath}>Choose in Settings</Link>
        </Button>
      </div>
    </Outcome>
  );
}

function TurnBackOn() {
  return (
    <p className="text-sm text-slate-600">
      Changed your mind? You can turn them back on at any time in{' '}
      <Link
        to={notificationSettingsPath}
        className="font-medium text-primary underline-offset-4 hover:underline"
      >
        Settings
      </Link>
      , under Notifications.
    </p>
  );
}

function InvalidLink() {
  return (
    <Outcome icon={LinkIcon} tone="danger" heading="This link does not work" alert>
      <p className="text-sm text-slate-600">{unsubscribeMessages.invalidLink}</p>
      <div className="mt-6">
        <Button asChild variant="outline">
          <Link to={notificationSettingsPath}>Open Settings</Link>
        </Button>
      </div>
    </Outcome>
  );
}

const tones = {
  brand: 'bg-brand-50 text-primary ring-brand-100',
  success: 'bg-emerald-50 text-emerald-700 ring-emerald-100',
  neutral: 'bg-slate-100 text-slate-600 ring-slate-200',
  warning: 'bg-amber-50 text-amber-700 ring-amber-100',
  danger: 'bg-red-50 text-red-700 ring-red-100',
} as const;

/**
 * One state of the page: an icon, the heading and what follows. The heading takes focus when the state
 * changes (after 'Turn off', say), so a screen reader reads the outcome.
 */
function Outcome({
  icon: Icon,
  tone,
  heading,
  alert = false,
  children,
}: {
  icon: typeof MailX;
  tone: keyof typeof tones;
  heading: string;
  /** Announce the state as soon as it appears (a failure). */
  alert?: boolean;
  children: ReactNode;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shown = useRef(heading);
  useEffect(() => {
    if (shown.current === heading) return;
    shown.current = heading;
    headingRef.current?.focus();
  }, [heading]);

  return (
    <section role={alert ? 'alert' : undefined} aria-labelledby="unsubscribe-heading">
      <span className={cn('flex size-11 items-center justify-center rounded-xl ring-1', tones[tone])}>
        <Icon className="size-5" aria-hidden />
      </span>
      <h1
        id="unsubscribe-heading"
        ref={headingRef}
        tabIndex={-1}
        className="mt-5 text-xl font-semibold tracking-tight text-pretty text-slate-900 outline-none sm:text-2xl"
      >
        {heading}
      </h1>
      <div className="mt-2">{children}</div>
    </section>
  );
}
