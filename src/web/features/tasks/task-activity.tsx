import { LoaderCircle } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef } from 'react';
import type { ActivityEntry } from '@/shared/contracts/tasks';
import { taskMessages } from '@/shared/domain/task-messages';
import { useAuth } from '@/web/lib/auth/auth-provider';
import { Button } from '@/web/ui/button';
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
  const newestKey = keyOf(activity.data?.at(-1));
  const oldestKey = keyOf(activity.data?.[0]);
  // While older entries load above, the distance from the bottom to keep, so what was read stays put.
  const keepFromBottom = useRef<number | null>(null);

  // The newest entry is at the bottom: keep it in view as entries arrive (not as older ones load above).
  useEffect(() => {
    if (newestKey) listRef.current?.scrollTo({ top: listRef.current.scrollHeight });
  }, [newestKey]);

  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list || keepFromBottom.current === null || !oldestKey) return;
    list.scrollTop = list.scrollHeight - keepFromBottom.current;
    keepFromBottom.current = null;
  }, [oldestKey]);

  const showOlder = () => {
    const list = listRef.current;
    if (list) keepFromBottom.current = list.scrollHeight - list.scrollTop;
    void activity.fetchNextPage().then((result) => {
      if (result.isFetchNextPageError) keepFromBottom.current = null;
      // The control goes away with the oldest page: focus stays in the thread rather than on the page.
      else if (!result.hasNextPage) list?.focus();
    });
  };

  return (
    <section aria-label="Task activity" className="flex flex-col gap-4">
      <h3 className="text-sm font-semibold text-slate-900">Activity</h3>
      {activity.isPending ? (
        <div className="space-y-2">
          <Skeleton className="h-14 w-full" />
          <Skeleton className="h-14 w-3/4" />
        </div>
      ) : activity.isError && !activity.data ? (
        <p role="alert" className="text-sm text-destructive">
          We couldn't load the activity for this task. Please try again.
        </p>
      ) : count === 0 ? (
        <p className="text-sm text-muted-foreground">No activity yet. Start the conversation below.</p>
      ) : (
        // Scrollable region: focusable so keyboard users can scroll it too.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
        <div ref={listRef} tabIndex={0} className="max-h-96 overflow-y-auto rounded-lg pr-1">
          {activity.hasNextPage ? (
            <div className="mb-3 flex justify-center">
              <Button variant="ghost" size="sm" disabled={activity.isFetchingNextPage} onClick={showOlder}>
                {activity.isFetchingNextPage ? <LoaderCircle className="animate-spin" aria-hidden /> : null}
                {activity.isFetchNextPageError
                  ? `${taskMessages.olderFailed}. Try again`
                  : taskMessages.showOlder}
              </Button>
            </div>
          ) : null}
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

const keyOf = (entry: ActivityEntry | undefined) => (entry ? `${entry.kind}-${entry.id}` : '');
