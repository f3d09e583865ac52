import { z } from 'zod';
import { staffRoles } from '../domain/roles';
import { teamMessages } from '../domain/team';
import { optionalDisplayText } from './display-text';

// Admin Settings, Team Settings: the agency's staff, admins and account managers (decision 043). Dates
// are ISO 8601 strings.

export const teamMemberSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    role: z.enum(staffRoles),
    /** When the account joined the agency's staff. */
    adminSince: z.string(),
    /** Two-factor sign-in is on for them (an admin can reset it, decision 047). */
    twoFactorEnabled: z.boolean(),
    /** The caller's own account (shown as 'You', and never removable by the caller). */
    isYou: z.boolean(),
  })
  .meta({ id: 'TeamMember' });

export const teamListSchema = z.object({ members: z.array(teamMemberSchema) }).meta({ id: 'TeamList' });

export const teamMemberParamsSchema = z.object({ userId: z.string().min(1, teamMessages.notFound).max(100) });

/** A link that invites a staff member; the account it makes gets `role` (an admin when left out). */
export const createAdminInviteSchema = z
  .object({ label: optionalDisplayText(200), role: z.enum(staffRoles).default('admin') })
  .meta({ id: 'CreateAdminInvite' });

/** Team Settings: an admin makes another staff member an admin or an account manager. */
export const changeStaffRoleSchema = z.object({ role: z.enum(staffRoles) }).meta({ id: 'ChangeStaffRole' });

/** A staff member as a client's page lists its account managers. */
export const staffPersonSchema = z
  .object({ id: z.string(), name: z.string(), email: z.string(), role: z.enum(staffRoles) })
  .meta({ id: 'StaffPerson' });

export const clientManagersSchema = z
  .object({ managers: z.array(staffPersonSchema) })
  .meta({ id: 'ClientManagers' });

/** An admin sets a client's account managers: the staff members' ids, the whole list at once. */
export const setClientManagersSchema = z
  .object({ userIds: z.array(z.string().min(1).max(100)).max(50) })
  .meta({ id: 'SetClientManagers' });

export type TeamMember = z.infer<typeof teamMemberSchema>;
export type TeamList = z.infer<typeof teamListSchema>;
export type CreateAdminInviteInput = z.input<typeof createAdminInviteSchema>;
export type StaffPerson = z.infer<typeof staffPersonSchema>;
export type ClientManagers = z.infer<typeof clientManagersSchema>;
