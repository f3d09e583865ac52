import type { Side } from './roles';

// SPEC §4 "Task statuses": the only moves each side may make, and the button that makes them.
export const taskStatuses = [
  'pending',
  'in-progress',
  'pending-review',
  'needs-revision',
  'approved',
] as const;
export type TaskStatus = (typeof taskStatuses)[number];

export const taskStatusLabels: Record<TaskStatus, string> = {
  pending: 'Pending',
  'in-progress': 'In Progress',
  'pending-review': 'Pending Review',
  'needs-revision': 'Needs Revision',
  approved: 'Approved',
};

export type TaskTransition = { from: TaskStatus; to: TaskStatus; button: string };

export const taskTransitions: Record<Side, readonly TaskTransition[]> = {
  client: [
    { from: 'pending', to: 'in-progress', button: 'Start Task' },
    { from: 'in-progress', to: 'pending-review', button: 'Submit for Review' },
    { from: 'needs-revision', to: 'in-progress', button: 'Resume Work' },
  ],
  admin: [
    { from: 'pending-review', to: 'approved', button: 'Approve' },
    { from: 'pending-review', to: 'needs-revision', button: 'Request Changes' },
    { from: 'pending', to: 'in-progress', button: 'Start Task' },
    { from: 'needs-revision', to: 'in-progress', button: 'Start Task' },
  ],
};

/** The moves `role` may make from `status`, in the order their buttons show. */
export function allowedTransitions(role: Side, status: TaskStatus): TaskTransition[] {
  return taskTransitions[role].filter((t) => t.from === status);
}

export function canTransition(role: Side, from: TaskStatus, to: TaskStatus): boolean {
  return taskTransitions[role].some((t) => t.from === from && t.to === to);
}

/** SPEC §2 Overview: progress shown for each status. */
export function taskProgress(status: TaskStatus): number {
  switch (status) {
    case 'approved':
      return 100;
    case 'pending-review':
      return 75;
    case 'in-progress':
      return 50;
    case 'needs-revision':
      return 25;
    default:
      return 0;
  }
}
