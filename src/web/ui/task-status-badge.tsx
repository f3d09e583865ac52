import type { ComponentProps } from 'react';
import { type TaskStatus, taskStatusLabels } from '@/shared/domain/task-status';
import { Badge } from './badge';

const variants: Record<TaskStatus, ComponentProps<typeof Badge>['variant']> = {
  pending: 'neutral',
  'in-progress': 'brand',
  'pending-review': 'warning',
  'needs-revision': 'danger',
  approved: 'success',
};

/** A task's status with its SPEC §4 label, coloured by how close the task is to done. */
export function TaskStatusBadge({ status }: { status: TaskStatus }) {
  return <Badge variant={variants[status]}>{taskStatusLabels[status]}</Badge>;
}
