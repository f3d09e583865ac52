import { Megaphone } from 'lucide-react';
import { updateMessages } from '@/shared/domain/project-updates';
import { formatDateTime } from '@/web/lib/format';
import { Button } from '@/web/ui/button';
import { EmptyState } from '@/web/ui/empty-state';
import { Skeleton } from '@/web/ui/skeleton';
import { useProjectUpdates } from './api/updates-queries';
import { UpdateAttachmentView } from './update-attachment';

/** The updates of one client, newest first, as a timeline (SPEC §2 Updates page). */
export function UpdateTimeline({ clientId }: { clientId?: string }) {
  const updates = useProjectUpdates(clientId);
  if (updates.isPending) {
    return (
      <div className="space-y-4" aria-busy="true">
        <Skeleton className="h-32" />
        <Skeleton className="h-32" />
      </div>
    );
  }
  if (updates.isError) {
    return (
      <EmptyState
        icon={Megaphone}
        title="We couldn't load the updates"
        description="Check your connection and try again."
        action={
          <Button variant="outline" onClick={() => void updates.refetch()}>
            Try again
          </Button>
        }
      />
    );
  }
  if (updates.data.length === 0) {
    return (
      <EmptyState
        icon={Megaphone}
        title={updateMessages.empty}
        description="News and progress from the team will appear here."
      />
    );
  }
  return (
    <ol aria-label="Project updates" className="relative space-y-6 border-l border-slate-200 pl-6">
      {updates.data.map((update) => (
        <li key={update.id} className="relative">
          <span
            aria-hidden
            className="-left-[31px] absolute top-5 size-3 rounded-full border-2 border-white bg-brand-600 ring-4 ring-brand-50"
          />
          <article className="rounded-lg border bg-card p-5 shadow-xs">
            <time dateTime={update.createdAt} className="text-xs font-medium text-muted-foreground">
              {formatDateTime(update.createdAt)}
            </time>
            <p className="mt-2 whitespace-pre-wrap break-words text-sm text-slate-900">{update.message}</p>
            {update.attachments.length > 0 ? (
              <ul aria-label="Attachments" className="mt-4 grid gap-3 sm:grid-cols-2">
                {update.attachments.map((attachment) => (
                  <li key={attachment.id}>
                    <UpdateAttachmentView attachment={attachment} />
                  </li>
                ))}
              </ul>
            ) : null}
          </article>
        </li>
      ))}
    </ol>
  );
}
