import type { AuditEvent } from '@/shared/contracts/audit';
import { type AuditTargetType, auditActionLabels, auditActorRoleLabels } from '@/shared/domain/audit';
import { describeUserAgent } from '@/shared/domain/user-agent';
import { Badge } from '@/web/ui/badge';
import { auditDetailsText } from './audit-details-text';

// The pieces of one event, shared by the wide table and the phone cards.

const targetTypeLabels: Record<AuditTargetType, string> = {
  user: 'Person',
  invite: 'Invite',
  client: 'Client',
  agency_settings: 'Agency settings',
  file: 'Client file',
  task_attachment: 'Task file',
  review_file: 'Review file',
  review_comment_file: 'Review comment file',
  update_attachment: 'Update file',
  files_archive: 'Files',
  task: 'Task',
  review: 'Review',
  referral: 'Referral',
  export: 'Export',
  billing_plan: 'Billing plan',
  invoice: 'Invoice',
};

/** Who acted: their name then (or the address tried), the address, and their role then. */
export function EventPerson({ event }: { event: AuditEvent }) {
  const { name, email, role } = event.actor;
  return (
    <div className="min-w-0">
      <p className="truncate font-medium text-slate-900">{name ?? email ?? 'Unknown'}</p>
      {name && email ? <p className="truncate text-xs text-muted-foreground">{email}</p> : null}
      {role ? (
        <Badge variant={role === 'admin' || role === 'manager' ? 'brand' : 'neutral'} className="mt-1">
          {auditActorRoleLabels[role]}
        </Badge>
      ) : null}
    </div>
  );
}

/** What happened, and what changed. */
export function EventAction({ event }: { event: AuditEvent }) {
  const detail = auditDetailsText(event.action, event.details);
  return (
    <div className="min-w-0">
      <p className="font-medium text-slate-900">{auditActionLabels[event.action]}</p>
      {detail ? <p className="text-xs break-words text-muted-foreground">{detail}</p> : null}
    </div>
  );
}

/** The record it was about, by its kind and its name then. */
export function EventTarget({ event }: { event: AuditEvent }) {
  if (!event.target) return <span className="text-muted-foreground">—</span>;
  return (
    <div className="min-w-0">
      <p className="break-words text-slate-900">{event.target.label ?? '—'}</p>
      <p className="text-xs text-muted-foreground">{targetTypeLabels[event.target.type]}</p>
    </div>
  );
}

/** The client it concerned, named as it was then. */
export const eventClient = (event: AuditEvent) =>
  event.client?.name ?? (event.client ? 'Deleted client' : null);

/** Where from: the address, and the browser its user agent names. */
export function EventSource({ event }: { event: AuditEvent }) {
  return (
    <div className="min-w-0">
      <p className="font-mono text-xs text-slate-900">{event.ip ?? 'Unknown address'}</p>
      <p className="text-xs text-muted-foreground">{describeUserAgent(event.userAgent)}</p>
    </div>
  );
}
