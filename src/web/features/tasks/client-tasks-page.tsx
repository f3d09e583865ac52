import { ClipboardList } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { Task } from '@/shared/contracts/tasks';
import { taskMessages } from '@/shared/domain/task-messages';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { ListState } from '@/web/ui/list-state';
import { PageHeader } from '@/web/ui/page-header';
import { WindowVirtualList } from '@/web/ui/window-virtual-list';
import { useClientTasks } from './api/get-client-tasks';
import { TaskCard } from './task-card';
import { TaskCardSkeletons } from './task-card-skeletons';

const taskId = (task: Task) => task.id;

/** The set with `id` in it or not. */
const withMember = (set: ReadonlySet<string>, id: string, member: boolean): ReadonlySet<string> => {
  if (set.has(id) === member) return set;
  const next = new Set(set);
  if (member) next.add(id);
  else next.delete(id);
  return next;
};

/**
 * /dashboard/tasks (SPEC §2 Tasks page): the client's tasks, their review moves and threads. A link with
 * `?task={id}` opens that task's thread.
 *
 * The server sends every task the client has, so the list renders only the cards near the screen. It does so
 * at any length, one way only: a short list fits the screen and renders whole through the code a long one
 * runs, so the journeys with a few tasks test it too.
 */
export function ClientTasksPage() {
  useDocumentTitle('Tasks');
  const tasks = useClientTasks();
  const linkedId = useSearchParams()[0].get('task');
  // Cards whose thread is open stay rendered when scrolled away, with whatever was typed in their thread.
  const [openThreads, setOpenThreads] = useState<ReadonlySet<string>>(() => new Set());

  return (
    <>
      <PageHeader
        title="Tasks"
        description="Work the team has assigned to you. Start a task, share files, and submit it for review."
      />
      <ListState
        query={tasks}
        isEmpty={tasks.data?.length === 0}
        noun="tasks"
        placeholder={<TaskCardSkeletons />}
        whenEmpty={{
          icon: ClipboardList,
          title: taskMessages.noTasks,
          description: 'When the team assigns you a task, it will appear here.',
        }}
      >
        <WindowVirtualList
          label="Tasks"
          items={tasks.data ?? []}
          itemKey={taskId}
          // A card with a line of description on a desktop; taller ones (phones, open threads) are measured.
          estimatedHeight={220}
          // Tailwind's gap-4, as between the page's other cards.
          gap={16}
          // The sticky top bar and the space below it: TaskCard's scroll-mt-24.
          scrollPaddingStart={96}
          keepMounted={openThreads}
          scrollToKey={linkedId}
          renderItem={(task) => (
            <TaskCard
              task={task}
              linked={task.id === linkedId}
              listScrollsToLinked
              onActivityChange={(open) => setOpenThreads((ids) => withMember(ids, task.id, open))}
            />
          )}
        />
      </ListState>
    </>
  );
}
