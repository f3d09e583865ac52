import { z } from 'zod';
import { displayText } from './display-text';

// The admin clients API contract (SPEC §2 Client List, /admin/client/{clientId}, Settings → Client
// Management): client accounts with their profile names and task counts, and what an admin may do to one.

export const clientSummarySchema = z
  .object({
    id: z.string(),
    email: z.string(),
    companyName: z.string().nullable(),
    contactPerson: z.string().nullable(),
    createdAt: z.string(),
    taskCount: z.number(),
    /** When an admin suspended the account; null while it is active. */
    suspendedAt: z.string().nullable(),
  })
  .meta({ id: 'ClientSummary' });

/** How many client cards one page of the Client List holds: full rows of two and of three columns. */
export const CLIENTS_PAGE_SIZE = 24;

export const clientListSchema = z
  .object({
    clients: z.array(clientSummarySchema),
    /** How many clients match the search, across every page. */
    total: z.number().int().nonnegative(),
    /** Pass as `before` for the next, older page; null when this page is the last. */
    olderCursor: z.string().nullable(),
  })
  .meta({ id: 'ClientList' });

export const clientListQuerySchema = z.object({
  /** SPEC §2 'Search clients...': part of a company name or contact person, ignoring case. */
  q: z.string().trim().max(200).optional(),
  /** A client id: the page holds the clients who joined before it. Without it, the newest page. */
  before: z.string().min(1).max(100).optional(),
  /** 'My clients': only the clients the caller is an account manager of (decision 043). */
  mine: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
});

export const clientParamsSchema = z.object({ clientId: z.string().min(1).max(100) });

export const CLIENT_NAME_MAX_LENGTH = 200;

/** A name field of an edit: cleaned and trimmed; empty clears it (null); left out keeps it (undefined). */
const editedName = displayText()
  .max(CLIENT_NAME_MAX_LENGTH, `Please keep this under ${CLIENT_NAME_MAX_LENGTH} characters`)
  .nullable()
  .optional()
  .transform((value) => (value === undefined ? undefined : value || null));

/** SPEC §6: an admin edits a client's company name and contact person; empty clears it. */
export const updateClientSchema = z
  .object({ companyName: editedName, contactPerson: editedName })
  .meta({ id: 'UpdateClient' });

/** Deleting a client is confirmed by typing its company name, or its email when it has none. */
export const deleteClientSchema = z
  .object({ confirmation: z.string().trim().min(1, 'Type the name to confirm').max(254) })
  .meta({ id: 'DeleteClient' });

export const clientDeletedSchema = z.object({ id: z.string() }).meta({ id: 'ClientDeleted' });

export const passwordResetSentSchema = z
  .object({ email: z.string() })
  .meta({ id: 'ClientPasswordResetSent' });

/** What an admin types to confirm deleting a client. */
export function deleteConfirmationOf(client: { companyName: string | null; email: string }): string {
  return client.companyName?.trim() || client.email;
}

/** Compared the way the admin reads it: surrounding spaces and letter case do not matter. */
export function confirmsDeletion(client: { companyName: string | null; email: string }, typed: string) {
  return typed.trim().toLowerCase() === deleteConfirmationOf(client).toLowerCase();
}

export type ClientSummary = z.infer<typeof clientSummarySchema>;
export type ClientList = z.infer<typeof clientListSchema>;
export type UpdateClientInput = z.input<typeof updateClientSchema>;
