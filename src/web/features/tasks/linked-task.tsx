import { useQuery } from '@tanstack/react-query';
import type { Task } from '@/shared/contracts/tasks';
import { clientDisplayName } from '@/shared/domain/client-display-name';
import { api } from '@/web/lib/api-client';
import { clientQueryOptions } from '@/web/lib/clients/client-query';
import { TaskCard } from './task-card';

/**
 * A task a link opens (`?task={id}`, e.g. from a notification) that the loaded pages do not hold, being
 * older than them: fetched on its own and shown first. Under 'tasks', so live task events refresh it.
 */
export function LinkedTask({ taskId }: { taskId: string }) {
  const task = useQuery({
    queryKey: ['tasks', 'one', taskId],
    queryFn: ({ signal }) => api.get<Task>(`/api/tasks/${encodeURIComponent(taskId)}`, signal),
    retry: false,
  });
  const client = useQuery({ ...clientQueryOptions(task.data?.clientId ?? ''), enabled: Boolean(task.data) });
  if (!task.data) return null;
  return (
    <TaskCard
      task={task.data}
      clientName={client.data ? clientDisplayName(client.data) : undefined}
      adminTools
      linked
    />
  );
}
