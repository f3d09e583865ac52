import type { AuditEvent } from '../../../shared/contracts/audit';
import { auditActionLabels, auditActorRoleLabels } from '../../../shared/domain/audit';
import type { AuditEventRow } from '../../db/schema/index';
import type { CsvValue } from '../../platform/csv';

export function toAuditEventDto(row: AuditEventRow): AuditEvent {
  return {
    id: row.id,
    at: row.at.toISOString(),
    action: row.action,
    actor: { id: row.actorId, name: row.actorName, email: row.actorEmail, role: row.actorRole },
    client: row.clientId ? { id: row.clientId, name: row.clientName } : null,
    target: row.targetType ? { type: row.targetType, id: row.targetId, label: row.targetLabel } : null,
    details: row.details,
    ip: row.ip,
    userAgent: row.userAgent,
  };
}

/** The CSV export's columns: what the page shows, spelled out, then the ids a later search may need. */
export const auditCsvColumns = [
  ['time', (r) => r.at.toISOString()],
  ['action', (r) => auditActionLabels[r.action] ?? r.action],
  ['person', (r) => r.actorName],
  ['email', (r) => r.actorEmail],
  ['role', (r) => (r.actorRole ? auditActorRoleLabels[r.actorRole] : null)],
  ['client', (r) => r.clientName],
  ['target_type', (r) => r.targetType],
  ['target', (r) => r.targetLabel],
  ['details', (r) => (Object.keys(r.details).length > 0 ? JSON.stringify(r.details) : null)],
  ['ip_address', (r) => r.ip],
  ['user_agent', (r) => r.userAgent],
  ['action_code', (r) => r.action],
  ['person_id', (r) => r.actorId],
  ['client_id', (r) => r.clientId],
  ['target_id', (r) => r.targetId],
  ['event_id', (r) => r.id],
] as const satisfies readonly (readonly [string, (r: AuditEventRow) => CsvValue])[];
