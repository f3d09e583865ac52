import type { Task } from '../../../shared/contracts/tasks';
import type { Role } from '../../../shared/domain/roles';
import { allowedTransitions, type TaskStatus, taskProgress } from '../../../shared/domain/task-status';
import type { tasks } from '../../db/schema/index';

export type TaskRow = typeof tasks.$inferSelect;

/** A task as the API shows it to someone of `role`: with its progress and the moves they may make now. */
export function toTaskDto(row: TaskRow, role: Role): Task {
  const status = row.status as TaskStatus;
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    status,
    priority: row.priority,
    dueDate: row.dueDate,
    clientId: row.clientId,
    assignedBy: row.assignedBy,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    progress: taskProgress(status),
    actions: allowedTransitions(role, status).map(({ to, button }) => ({ to, button })),
  };
}
