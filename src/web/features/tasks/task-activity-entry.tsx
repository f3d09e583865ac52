import { ArrowRight } from 'lucide-react';
import type { ActivityEntry } from '@/shared/contracts/tasks';
import { activityAuthorLabel } from '@/shared/domain/task-activity';
import { taskStatusLabels } from '@/shared/domain/task-status';
import { formatDateTime } from '@/web/lib/format';
import { TaskAttachmentCard } from './task-attachment-card';

type EntryProps = { entry: ActivityEntry; viewerId: string };

/** One thread entry; authors are named per SPEC §6 ('You' or 'Team Member', with the role). */
export function TaskActivityEntry({ entry, viewerId }: EntryProps) {
  const author = activityAuthorLabel(entry.author, viewerId);
  const time = (
    <time dateTime={entry.createdAt} className="text-xs text-muted-foreground">
      {formatDateTime(entry.createdAt)}
    </time>
  );

  if (entry.kind === 'status') {
    return (
      // The arrow never wraps: it keeps to the sentence's first line (a box one line high centres it there)
      // and the sentence and its time wrap beside it, so a phone does not leave the arrow on a line alone.
      <li className="flex items-start gap-2 px-1 text-sm text-slate-600">
        <span className="flex h-5 shrink-0 items-center">
          <ArrowRight className="size-3.5 text-slate-400" aria-hidden />
        </span>
        <div className="flex min-w-0 flex-wrap items-baseline gap-x-2 gap-y-1">
          <span>
            <span className="font-medium text-slate-800">{author.name}</span>{' '}
            {entry.fromStatus
              ? `moved from ${taskStatusLabels[entry.fromStatus]} to ${taskStatusLabels[entry.toStatus]}`
              : `created the task as ${taskStatusLabels[entry.toStatus]}`}
          </span>
          {time}
        </div>
      </li>
    );
  }

  const own = author.name === 'You';
  return (
    <li
      className={
        own ? 'rounded-lg border border-brand-100 bg-brand-50/60 p-3' : 'rounded-lg border bg-white p-3'
      }
    >
      <div className="flex flex-wrap items-baseline gap-x-2 gap-y-0.5">
        <span className="text-sm font-semibold text-slate-900">{author.name}</span>
        <span className="text-xs font-medium text-slate-500">({author.role})</span>
        {time}
      </div>
      <p className="mt-1 text-sm whitespace-pre-line break-words text-slate-700">{entry.content}</p>
      {entry.attachments.length > 0 ? (
        <div className="mt-2 grid gap-2">
          {entry.attachments.map((attachment) => (
            <TaskAttachmentCard key={attachment.id} attachment={attachment} />
          ))}
        </div>
      ) : null}
    </li>
  );
}
