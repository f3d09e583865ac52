import { z } from 'zod';
import { clientRoles } from '../domain/client-roles';
import { inviteStatuses } from './invites';
import { signupEmailSchema } from './signup-fields';

// Issue 47: a client company's people and the invitations its owner sends (Settings, Team tab). Dates
// are ISO 8601 strings.

export const clientRoleSchema = z.enum(clientRoles);

export const clientTeamMemberSchema = z
  .object({
    userId: z.string(),
    name: z.string(),
    email: z.string(),
    role: clientRoleSchema,
    joinedAt: z.string(),
    /** The caller themself. */
    you: z.boolean(),
  })
  .meta({ id: 'ClientTeamMember' });

export const clientTeamInviteSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    role: clientRoleSchema,
    createdAt: z.string(),
    expiresAt: z.string(),
    status: z.enum(inviteStatuses),
    /** The registration link, for the owner to copy when the mail does not arrive. */
    url: z.string(),
  })
  .meta({ id: 'ClientTeamInvite' });

export const clientTeamSchema = z
  .object({
    /** Owners first, then by when they joined. */
    members: z.array(clientTeamMemberSchema),
    /** Newest first; only the owners see them (empty for everyone else). */
    invites: z.array(clientTeamInviteSchema),
    yourRole: clientRoleSchema,
  })
  .meta({ id: 'ClientTeam' });

export const inviteTeammateSchema = z
  .object({ email: signupEmailSchema, role: clientRoleSchema.default('member') })
  .meta({ id: 'InviteTeammate' });

export const changeTeammateRoleSchema = z
  .object({ role: clientRoleSchema })
  .meta({ id: 'ChangeTeammateRole' });

export const teammateParamsSchema = z.object({ userId: z.string().min(1).max(200) });
export const teamInviteParamsSchema = z.object({ inviteId: z.uuid() });

export type ClientTeamMember = z.infer<typeof clientTeamMemberSchema>;
export type ClientTeamInvite = z.infer<typeof clientTeamInviteSchema>;
export type ClientTeam = z.infer<typeof clientTeamSchema>;
export type InviteTeammateInput = z.input<typeof inviteTeammateSchema>;
export type ChangeTeammateRole = z.infer<typeof changeTeammateRoleSchema>;
