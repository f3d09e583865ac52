import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { AuditAction, AuditActorRole, AuditTargetType } from '../../../shared/domain/audit';

/**
 * The audit log (decision 046): one row per recorded action, written in the transaction of the change it
 * records, and never changed afterwards. A trigger (migration 0023) refuses every UPDATE, and every DELETE
 * but the retention job's. No column references another table: a row must outlive the person and the
 * client it names, so their ids are copied, beside the name, address and role they had at the time.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    action: text('action').$type<AuditAction>().notNull(),
    actorId: text('actor_id'),
    actorName: text('actor_name'),
    actorEmail: text('actor_email'),
    actorRole: text('actor_role').$type<AuditActorRole>(),
    clientId: text('client_id'),
    /** The client's display name when the event happened (client-display-name.ts). */
    clientName: text('client_name'),
    targetType: text('target_type').$type<AuditTargetType>(),
    targetId: text('target_id'),
    targetLabel: text('target_label'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [
    // The Audit log pages newest first by (at, id), over every event or one action's or one client's;
    // the retention job deletes from the old end of the first.
    index('audit_events_at_id_idx').on(t.at, t.id),
    index('audit_events_action_at_id_idx').on(t.action, t.at, t.id),
    index('audit_events_client_at_id_idx').on(t.clientId, t.at, t.id),
    // The person filter (ILIKE '%…%' on the name or address) reads the few matching rows by trigrams.
    index('audit_events_actor_name_trgm_idx').using('gin', t.actorName.op('gin_trgm_ops')),
    index('audit_events_actor_email_trgm_idx').using('gin', t.actorEmail.op('gin_trgm_ops')),
  ],
);

export type AuditEventRow = typeof auditEvents.$inferSelect;
