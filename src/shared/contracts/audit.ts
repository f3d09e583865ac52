import { z } from 'zod';
import { auditActions, auditActorRoles, auditMessages, auditTargetTypes } from '../domain/audit';

// Admin Settings, Audit log (decision 046). Times are ISO 8601 strings.

/**
 * The person acting as they were when the event happened: the name, address and role are copied into the
 * row, so an event still says who acted after the account is renamed, demoted or deleted. Every field may
 * be null: a sign-in attempt for an address with no account has only the address, a job's event nobody.
 */
export const auditActorSchema = z
  .object({
    id: z.string().nullable(),
    name: z.string().nullable(),
    email: z.string().nullable(),
    role: z.enum(auditActorRoles).nullable(),
  })
  .meta({ id: 'AuditActor' });

export const auditEventSchema = z
  .object({
    id: z.string(),
    at: z.string(),
    action: z.enum(auditActions),
    actor: auditActorSchema,
    /** The client the event concerns, named as it was then (the client may since be deleted). */
    client: z.object({ id: z.string(), name: z.string().nullable() }).nullable(),
    /** The record it concerns beside the client (a file, a task, an invite ...), named as it was then. */
    target: z
      .object({ type: z.enum(auditTargetTypes), id: z.string().nullable(), label: z.string().nullable() })
      .nullable(),
    /** What changed (from and to, a decision, the settings changed ...), by action. */
    details: z.record(z.string(), z.unknown()),
    /** The address the request came from, as the server determines it (TRUST_PROXY). */
    ip: z.string().nullable(),
    userAgent: z.string().nullable(),
  })
  .meta({ id: 'AuditEvent' });

const instant = z.iso.datetime({ offset: true });

/** The Audit log's filters; each left out (or empty) filters nothing. */
const filters = {
  /** Part of the acting person's name or email address. */
  person: z.string().trim().max(200).optional(),
  action: z.enum(auditActions).optional(),
  /** A client's id. */
  client: z.string().trim().max(100).optional(),
  /** Events at or after this instant. */
  from: instant.optional(),
  /** Events before this instant (the browser sends the start of the day after the last day chosen). */
  to: instant.optional(),
};

const datesInOrder = (query: { from?: string; to?: string }) =>
  !query.from || !query.to || new Date(query.from) <= new Date(query.to);
const datesReversed = { message: auditMessages.datesReversed, path: ['to'] };

/** The filters the CSV export takes: the page's, without its cursor. */
export const auditFiltersSchema = z.object(filters).refine(datesInOrder, datesReversed);

export const auditQuerySchema = z
  .object({
    ...filters,
    /** A page's `nextCursor`: the page holds the events after it, newest first. Without it, the newest page. */
    cursor: z
      .string()
      .max(300)
      .regex(/^[A-Za-z0-9_-]+$/)
      .optional(),
  })
  .refine(datesInOrder, datesReversed);

export const auditPageSchema = z
  .object({
    events: z.array(auditEventSchema),
    /** Pass as `cursor` for the next, older page; null when this page is the last. */
    nextCursor: z.string().nullable(),
  })
  .meta({ id: 'AuditPage' });

export type AuditActorDto = z.infer<typeof auditActorSchema>;
export type AuditEvent = z.infer<typeof auditEventSchema>;
export type AuditFilters = z.infer<typeof auditFiltersSchema>;
export type AuditQuery = z.infer<typeof auditQuerySchema>;
export type AuditPage = z.infer<typeof auditPageSchema>;
