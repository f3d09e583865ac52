import { and, eq, inArray } from 'drizzle-orm';
import type { TeamMember } from '../../../shared/contracts/team';
import { type StaffRole, staffRoles } from '../../../shared/domain/roles';
import { teamMessages } from '../../../shared/domain/team';
import { AppError } from '../../core/errors';
import type { DbOrTx } from '../../db/connection';
import { userRoles, users } from '../../db/schema/index';

export type StaffMember = Omit<TeamMember, 'isYou'>;

/**
 * A staff member (an admin or an account manager) by account id, their role row locked for the change
 * the caller's transaction is making; 'not found' for anyone else.
 */
export async function lockedStaffMember(tx: DbOrTx, userId: string): Promise<StaffMember> {
  const [row] = await tx
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      role: userRoles.role,
      since: userRoles.createdAt,
      twoFactorEnabled: users.twoFactorEnabled,
    })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(and(eq(userRoles.userId, userId), inArray(userRoles.role, staffRoles)))
    .limit(1)
    .for('update', { of: userRoles });
  if (!row) throw new AppError('not_found', teamMessages.notFound);
  const { since, role, ...person } = row;
  return { ...person, role: role as StaffRole, adminSince: since.toISOString() };
}

/** How the audit log names a staff member it records a change about. */
export const staffTarget = (member: StaffMember) => ({
  type: 'user' as const,
  id: member.id,
  label: `${member.name} <${member.email}>`,
});
