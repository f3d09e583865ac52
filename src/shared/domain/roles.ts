/**
 * A user's one role (user_roles). The agency's staff are admins (everything) or account managers (the
 * agency's pages, limited to the clients assigned to them: decision 043); clients are a company's people.
 */
export const roles = ['client', 'admin', 'manager'] as const;
export type Role = (typeof roles)[number];

export const staffRoles = ['admin', 'manager'] as const;
export type StaffRole = (typeof staffRoles)[number];

/** The agency's side: an admin or an account manager. */
export const isStaff = (role: Role | null | undefined): role is StaffRole =>
  role === 'admin' || role === 'manager';

/** How Team Settings and the invite page name a staff role. */
export const staffRoleLabels: Record<StaffRole, string> = { admin: 'Admin', manager: 'Account manager' };

/**
 * The side of the work a role is on, as SPEC names it: the agency's ('admin', any staff member) or the
 * client's. Task moves, chat and activity authors go by side; what a staff member reaches goes by role.
 */
export const sides = ['client', 'admin'] as const;
export type Side = (typeof sides)[number];
export const sideOf = (role: Role): Side => (role === 'client' ? 'client' : 'admin');

/** The side of a role as stored (user_roles.role, read beside a message or comment), or null for none. */
export const sideOfStored = (role: string | null): Side | null =>
  role === 'client' ? 'client' : role === 'admin' || role === 'manager' ? 'admin' : null;
