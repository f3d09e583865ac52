import type { Me } from '@/shared/contracts/accounts';
import { isStaff, type StaffRole } from '@/shared/domain/roles';
import { useMe } from './get-me';

/**
 * The agency-side role of whoever /api/me names: 'admin' (everything) or 'manager' (an account manager,
 * who works only on the clients assigned to them: decision 043); null for a client, a signed-out browser
 * or /api/me not read yet. The server refuses a manager what is an admin's alone, so the admin area hides
 * it: every such check reads this, as `staffRoleOf(me) === 'admin'`.
 */
export const staffRoleOf = (me: Me | null | undefined): StaffRole | null =>
  me && isStaff(me.role) ? me.role : null;

/** staffRoleOf for the signed-in person: inside the admin area (behind its guard) never null. */
export function useStaffRole(): StaffRole | null {
  return staffRoleOf(useMe().data);
}

/** Whether the signed-in person is an admin: what only admins may use shows only when this is true. */
export function useIsAdmin(): boolean {
  return useStaffRole() === 'admin';
}
