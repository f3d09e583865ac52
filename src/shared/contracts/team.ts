import { z } from 'zod';
import { teamMessages } from '../domain/team';
import { optionalDisplayText } from './display-text';

// Admin Settings, Team Settings. Dates are ISO 8601 strings.

export const teamMemberSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    /** When the account got the admin role. */
    adminSince: z.string(),
    /** The caller's own account (shown as 'You', and never removable by the caller). */
    isYou: z.boolean(),
  })
  .meta({ id: 'TeamMember' });

export const teamListSchema = z.object({ admins: z.array(teamMemberSchema) }).meta({ id: 'TeamList' });

export const teamMemberParamsSchema = z.object({ userId: z.string().min(1, teamMessages.notFound).max(100) });

export const createAdminInviteSchema = z
  .object({ label: optionalDisplayText(200) })
  .meta({ id: 'CreateAdminInvite' });

export type TeamMember = z.infer<typeof teamMemberSchema>;
export type TeamList = z.infer<typeof teamListSchema>;
export type CreateAdminInviteInput = z.input<typeof createAdminInviteSchema>;
