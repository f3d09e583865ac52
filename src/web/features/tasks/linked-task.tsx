import { useQuery } from '@tanstack/react-query';
import { clientDisplayName } from '@/shared/domain/client-display-name';
import { clientQueryOptions } from '@/web/lib/clients/get-client';
import { useTask } from './api/get-task';
import { TaskCard } from './task-card';

/**
 * A task a link opens (`?task={id}`, e.g. from a notification) that the loaded pages do not hold, being
 * older than them: fetched on its own and shown first.
 */
export function LinkedTask({ taskId }: { taskId: string }) {
  const task = useTask(taskId);
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
