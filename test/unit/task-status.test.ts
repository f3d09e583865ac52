import { describe, expect, it } from 'vitest';
import type { Side } from '../../src/shared/domain/roles';
import {
  allowedTransitions,
  canTransition,
  type TaskStatus,
  taskProgress,
  taskStatuses,
  taskStatusLabels,
} from '../../src/shared/domain/task-status';

// SPEC §4's table, written out as the set of allowed (actor, from, to) moves.
const allowed = new Set([
  'client pending in-progress',
  'client in-progress pending-review',
  'client needs-revision in-progress',
  'admin pending-review approved',
  'admin pending-review needs-revision',
  'admin pending in-progress',
  'admin needs-revision in-progress',
]);

describe('task status machine', () => {
  const cases: [Side, TaskStatus, TaskStatus][] = [];
  for (const role of ['client', 'admin'] as const)
    for (const from of taskStatuses) for (const to of taskStatuses) cases.push([role, from, to]);

  it.each(cases)('%s: %s -> %s', (role, from, to) => {
    expect(canTransition(role, from, to)).toBe(allowed.has(`${role} ${from} ${to}`));
  });

  it('offers the buttons of SPEC §4', () => {
    expect(allowedTransitions('client', 'pending').map((t) => t.button)).toEqual(['Start Task']);
    expect(allowedTransitions('client', 'in-progress').map((t) => t.button)).toEqual(['Submit for Review']);
    expect(allowedTransitions('client', 'needs-revision').map((t) => t.button)).toEqual(['Resume Work']);
    expect(allowedTransitions('client', 'approved')).toEqual([]);
    expect(allowedTransitions('admin', 'pending-review').map((t) => t.button)).toEqual([
      'Approve',
      'Request Changes',
    ]);
    expect(allowedTransitions('admin', 'needs-revision').map((t) => t.button)).toEqual(['Start Task']);
  });

  it('labels and progress', () => {
    expect(taskStatusLabels.pending).toBe('Pending');
    expect(taskStatusLabels['pending-review']).toBe('Pending Review');
    expect(taskStatusLabels['in-progress']).toBe('In Progress');
    expect(taskStatusLabels['needs-revision']).toBe('Needs Revision');
    expect(taskStatusLabels.approved).toBe('Approved');
    expect(taskStatuses.map(taskProgress)).toEqual([0, 50, 75, 25, 100]);
  });
});
