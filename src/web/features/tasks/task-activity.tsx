import { useEffect, useRef } from 'react';
import { useAuth } from '@/web/lib/auth/auth-provider';
import { Skeleton } from '@/web/ui/skeleton';
import { useTaskActivity } from './api/get-task-activity';
import { TaskActivityEntry } from './task-activity-entry';
import { TaskCommentForm } from './task-comment-form';

/** A task's thread (SPEC §2), shared by the client's and the admin's pages, with the comment box below. */
export function TaskActivity({ taskId }: { taskId: string }) {
  const { user } = useAuth();
  const activity = useTaskActivity(taskId);
  const listRef = useRef<HTMLDivElement>(null);
  const count = activity.data?.length ?? 0;

  // The newest entry is at the bottom: keep it in view as entries arrive.
  useEffect(() => {
    if (count > 0) listRef.current?.scrollTo({ top: listRef.current.scrollHeight });
  }, [count]);

  return (
    <section aria-label="Task activity" className="flex flex-col gap-4">
      <h3 className="text-sm font-semibold text-slate-900">Activity</h3>
      {activity.isPending ? (
        <div className="space-y-2">
          <Skeleton className="h-14 w-full" />
          <Skeleton className="h-14 w-3/4" />
        </div>
      ) : activity.isError ? (
        <p role="alert" className="text-sm text-destructive">
          We couldn't load the activity for this task. Please try again.
        </p>
      ) : count === 0 ? (
        <p className="text-sm text-muted-foreground">No activity yet. Start the conversation below.</p>
      ) : (
        // Scrollable region: focusable so keyboard users can scroll it too.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
        <div ref={listRef} tabIndex={0} className="max-h-96 overflow-y-auto rounded-lg pr-1">
          <ol className="flex flex-col gap-3">
            {activity.data.map((entry) => (
              <TaskActivityEntry key={`${entry.kind}-${entry.id}`} entry={entry} viewerId={user?.id ?? ''} />
            ))}
          </ol>
        </div>
      )}
      <TaskCommentForm taskId={taskId} />
    </section>
  );
}
