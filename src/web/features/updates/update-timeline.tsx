import { Megaphone } from 'lucide-react';
import type { ProjectUpdate } from '@/shared/contracts/updates';
import { updateMessages } from '@/shared/domain/project-updates';
import { formatDateTime } from '@/web/lib/format';
import { ListState } from '@/web/ui/list-state';
import { Skeleton } from '@/web/ui/skeleton';
import { WindowVirtualList } from '@/web/ui/window-virtual-list';
import { useProjectUpdates } from './api/get-project-updates';
import { UpdateAttachmentView } from './update-attachment';

const updateId = (update: ProjectUpdate) => update.id;

/** One update on the timeline: its dot on the line, when, what, and its attachments. */
function renderUpdate(update: ProjectUpdate) {
  return (
    <>
      <span
        aria-hidden
        className="-left-[31px] absolute top-5 size-3 rounded-full border-2 border-white bg-primary ring-4 ring-brand-50"
      />
      <article className="rounded-lg border bg-card p-5 shadow-xs">
        <time dateTime={update.createdAt} className="text-xs font-medium text-muted-foreground">
          {formatDateTime(update.createdAt)}
        </time>
        <p className="mt-2 whitespace-pre-wrap break-words text-sm text-slate-900">{update.message}</p>
        {update.attachments.length > 0 ? (
          // grid-cols-1 (minmax(0, 1fr)) on phones: an implicit column would grow to a long file name.
          <ul aria-label="Attachments" className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-2">
            {update.attachments.map((attachment) => (
              <li key={attachment.id}>
                <UpdateAttachmentView attachment={attachment} />
              </li>
            ))}
          </ul>
        ) : null}
      </article>
    </>
  );
}

/**
 * The updates of one client, newest first, as a timeline (SPEC §2 Updates page), rendered near the
 * screen only: a client of years has hundreds.
 */
export function UpdateTimeline({ clientId }: { clientId?: string }) {
  const updates = useProjectUpdates(clientId);
  return (
    <ListState
      query={updates}
      isEmpty={updates.data?.length === 0}
      noun="the updates"
      placeholder={
        <div className="space-y-4">
          <Skeleton className="h-32" />
          <Skeleton className="h-32" />
        </div>
      }
      whenEmpty={{
        icon: Megaphone,
        title: updateMessages.empty,
        description: 'News and progress from the team will appear here.',
      }}
    >
      {/* The line down the left; each item draws its dot on it. */}
      <div className="border-l border-slate-200 pl-6">
        <WindowVirtualList
          label="Project updates"
          ordered
          items={updates.data ?? []}
          itemKey={updateId}
          renderItem={renderUpdate}
          // A two-line update on a desktop; taller ones (attachments, phones) are measured.
          estimatedHeight={140}
          // Tailwind's space-y-6, as before the list was virtual.
          gap={24}
        />
      </div>
    </ListState>
  );
}
