import type { Task } from '../../../shared/contracts/tasks';
import type { Side } from '../../../shared/domain/roles';
import { allowedTransitions, type TaskStatus, taskProgress } from '../../../shared/domain/task-status';
import type { tasks } from '../../db/schema/index';

export type TaskRow = typeof tasks.$inferSelect;

/** A task's stored fields with its times already as ISO 8601 text. */
export type TaskFields = Omit<TaskRow, 'createdAt' | 'updatedAt'> & { createdAt: string; updatedAt: string };

/** A task as the API shows it to someone of `role`: with its progress and the moves they may make now. */
export function toTaskDto(row: TaskRow, role: Side): Task {
  return taskFieldsDto(
    { ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() },
    role,
  );
}

/** toTaskDto for fields read with their times as text (the lists every page load reads). */
export function taskFieldsDto(fields: TaskFields, role: Side): Task {
  const status = fields.status as TaskStatus;
  return {
    id: fields.id,
    title: fields.title,
    description: fields.description,
    status,
    priority: fields.priority,
    dueDate: fields.dueDate,
    clientId: fields.clientId,
    assignedBy: fields.assignedBy,
    createdAt: fields.createdAt,
    updatedAt: fields.updatedAt,
    progress: taskProgress(status),
    actions: actionsOf(role, status),
  };
}

type Actions = Task['actions'];

// A list of fifty tasks has a handful of distinct (role, status) pairs: their buttons are built once each,
// and frozen, as every task of the pair shares them.
const actionsByPair = new Map<string, Readonly<Actions>>();

function actionsOf(role: Side, status: TaskStatus): Actions {
  const pair = `${role} ${status}`;
  let actions = actionsByPair.get(pair);
  if (!actions) {
    actions = Object.freeze(
      allowedTransitions(role, status).map(({ to, button }) => Object.freeze({ to, button })),
    );
    actionsByPair.set(pair, actions);
  }
  return actions as Actions;
}
