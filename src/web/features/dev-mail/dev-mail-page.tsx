import { Inbox, MailX, RefreshCw } from 'lucide-react';
import { ApiError } from '@/web/lib/api-client';
import { formatDateTime } from '@/web/lib/format';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { Button } from '@/web/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/ui/card';
import { EmptyState } from '@/web/ui/empty-state';
import { ListState } from '@/web/ui/list-state';
import { PageHeader } from '@/web/ui/page-header';
import { Skeleton } from '@/web/ui/skeleton';
import { useOutbox } from './api/get-outbox';
import { EmailHeaders } from './email-headers';
import { EmailText } from './email-text';

/** /dev/mail: outside production, the mail the app "sent" lands in an outbox; this page reads it. */
export function DevMailPage() {
  useDocumentTitle('Mail outbox');
  const outbox = useOutbox();
  return (
    <main className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6">
      <PageHeader
        title="Mail outbox"
        description="Emails sent by this development server, newest first."
        actions={
          <Button variant="outline" onClick={() => outbox.refetch()} disabled={outbox.isFetching}>
            <RefreshCw className={outbox.isFetching ? 'animate-spin' : undefined} aria-hidden />
            Refresh
          </Button>
        }
      />
      <OutboxBody outbox={outbox} />
    </main>
  );
}

function OutboxBody({ outbox }: { outbox: ReturnType<typeof useOutbox> }) {
  const status = outbox.error instanceof ApiError ? outbox.error.status : 0;
  // The outbox holds sign-in and reset links, so the server shows it to agency staff only.
  if (status === 401 || status === 403) {
    return (
      <EmptyState
        icon={MailX}
        title="Admins only"
        description="Sign in at /admin/login as agency staff to read the outbox."
      />
    );
  }
  if (status === 404) {
    return (
      <EmptyState
        icon={MailX}
        title="The outbox is not available here"
        description="Production servers send real email instead."
      />
    );
  }
  return (
    <ListState
      query={outbox}
      isEmpty={outbox.data?.length === 0}
      noun="the outbox"
      placeholder={
        <div className="flex flex-col gap-4">
          <Skeleton className="h-40" />
          <Skeleton className="h-40" />
        </div>
      }
      whenEmpty={{
        icon: Inbox,
        title: 'No emails yet',
        description: 'Mail the app sends will show up here.',
      }}
    >
      <ol className="flex flex-col gap-4">
        {outbox.data?.map((email) => (
          <li key={email.id}>
            <Card>
              <CardHeader>
                <CardTitle>{email.subject}</CardTitle>
                <CardDescription>
                  To {email.to} · <time dateTime={email.createdAt}>{formatDateTime(email.createdAt)}</time>
                </CardDescription>
              </CardHeader>
              <CardContent className="flex flex-col gap-3">
                <EmailHeaders headers={email.headers} />
                <EmailText text={email.text} />
              </CardContent>
            </Card>
          </li>
        ))}
      </ol>
    </ListState>
  );
}
