import { z } from 'zod';
import { clientRoles } from '../domain/client-roles';
import { roles } from '../domain/roles';
import { messages } from '../messages';
import { optionalDisplayText } from './display-text';
import { newPasswordSchema, passwordsMatch, signupEmailSchema } from './signup-fields';

// SPEC §3 invite_links, §4 "Invite link", §5 "Invites", §7 invite_links. Dates are ISO 8601 strings.

export const inviteStatuses = ['Active', 'Used', 'Expired'] as const;
export type InviteStatus = (typeof inviteStatuses)[number];

/** SPEC §4: active until used_at is set (then Used); an unused link past expires_at is Expired. */
export function inviteStatus(
  invite: { usedAt: string | Date | null; expiresAt: string | Date },
  now = new Date(),
) {
  if (invite.usedAt) return 'Used' satisfies InviteStatus;
  return new Date(invite.expiresAt) > now
    ? ('Active' satisfies InviteStatus)
    : ('Expired' satisfies InviteStatus);
}

/** SPEC §7: {origin}/invite/{token}. */
export const inviteUrl = (origin: string, token: string) => `${origin}/invite/${token}`;

export const inviteSchema = z
  .object({
    id: z.string(),
    token: z.string(),
    /** The registration link, on the app's configured origin. */
    url: z.string(),
    label: z.string().nullable(),
    companyName: z.string().nullable(),
    createdAt: z.string(),
    expiresAt: z.string(),
    usedAt: z.string().nullable(),
    usedBy: z.string().nullable(),
    /** The email of the account that used the link, while that account exists. */
    usedByEmail: z.string().nullable(),
    status: z.enum(inviteStatuses),
    /** The role the account made with the link gets: a client, or (Team Settings) an admin. */
    role: z.enum(roles),
  })
  .meta({ id: 'Invite' });

export const inviteListSchema = z.object({ invites: z.array(inviteSchema) }).meta({ id: 'InviteList' });

/** How many client invite links one page of the Client List's invite section holds. */
export const INVITES_PAGE_SIZE = 10;

/** The client invite links, a page at a time: every client who joined used one, so they add up. */
export const invitePageSchema = z
  .object({
    invites: z.array(inviteSchema),
    /** Pass as `before` for the next, older page; null when this page is the last. */
    olderCursor: z.string().nullable(),
  })
  .meta({ id: 'InvitePage' });

export const invitePageQuerySchema = z.object({
  /** An invite id: the page holds the links created before it. Without it, the newest page. */
  before: z.uuid().optional(),
});

export const createInviteSchema = z
  .object({ label: optionalDisplayText(200), companyName: optionalDisplayText(200) })
  .meta({ id: 'CreateInvite' });

export const inviteParamsSchema = z.object({ inviteId: z.uuid(messages.invites.notFound) });
export const inviteTokenParamsSchema = z.object({ token: z.string().max(200) });

/** What the registration page shows for a valid token (the company name prefills the form). */
export const invitePreviewSchema = z
  .object({
    companyName: z.string().nullable(),
    label: z.string().nullable(),
    expiresAt: z.string(),
    /** An admin invite's form asks for a name instead of a company. */
    role: z.enum(roles),
    /**
     * A teammate's invitation (issue 47): the company they join and their role there; the form asks for
     * their name instead of a company. Null for a link that opens a company of its own.
     */
    joins: z.object({ companyName: z.string().nullable(), role: z.enum(clientRoles) }).nullable(),
    /** The address the invitation was mailed to, which the form starts from; null for a link. */
    email: z.string().nullable(),
  })
  .meta({ id: 'InvitePreview' });

export const inviteRegistrationSchema = z
  .object({
    email: signupEmailSchema,
    password: newPasswordSchema,
    confirmPassword: z.string({ error: messages.password.mismatch }),
    companyName: optionalDisplayText(200),
    contactPerson: optionalDisplayText(200),
  })
  .superRefine(passwordsMatch)
  .meta({ id: 'InviteRegistration' });

export type Invite = z.infer<typeof inviteSchema>;
export type InviteList = z.infer<typeof inviteListSchema>;
export type InvitePage = z.infer<typeof invitePageSchema>;
export type InvitePreview = z.infer<typeof invitePreviewSchema>;
export type CreateInviteInput = z.input<typeof createInviteSchema>;
export type InviteRegistrationInput = z.input<typeof inviteRegistrationSchema>;
export type InviteRegistration = z.output<typeof inviteRegistrationSchema>;
