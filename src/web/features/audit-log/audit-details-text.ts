import { agencyNotifications } from '@/shared/domain/agency-settings';
import type { AuditAction } from '@/shared/domain/audit';
import { clientRoleLabels } from '@/shared/domain/client-roles';
import { reviewDecisionDoneLabels, reviewStateLabels } from '@/shared/domain/reviews';
import { staffRoleLabels } from '@/shared/domain/roles';
import { taskStatusLabels } from '@/shared/domain/task-status';

// One line under an event's action that says what changed, from the row's details (decision 046). Only
// the table reads it; the CSV keeps the details whole.

const roleLabels: Record<string, string> = { ...staffRoleLabels, ...clientRoleLabels, client: 'Client' };

const refusalLabels: Record<string, string> = {
  wrong_password: 'Wrong email or password',
  email_not_verified: 'Email not verified',
  suspended: 'Account suspended',
  too_many_attempts: 'Too many attempts',
};

const settingLabels: Record<string, string> = {
  ...Object.fromEntries(agencyNotifications.map((setting) => [setting.key, setting.label])),
  timeZone: 'Time zone',
  auditRetentionDays: 'Audit log retention',
  defaultCurrency: 'Default currency',
  invoiceAddress: 'Invoice address',
  logo: 'Logo',
};

const text = (value: unknown): string | null =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : null;

/** A value named by a table of labels, else as it is. */
const named = (labels: Record<string, string>, value: unknown) => {
  const raw = text(value);
  return raw === null ? null : (labels[raw] ?? raw);
};

const change = (labels: Record<string, string>, details: Record<string, unknown>) =>
  `${named(labels, details.from) ?? 'none'} → ${named(labels, details.to) ?? 'none'}`;

function settingsChanged(details: Record<string, unknown>): string {
  return Object.entries(details)
    .map(([key, value]) => {
      const { from, to } = (value ?? {}) as { from?: unknown; to?: unknown };
      return `${settingLabels[key] ?? key}: ${text(from) ?? 'none'} → ${text(to) ?? 'none'}`;
    })
    .join('; ');
}

function fileContext(details: Record<string, unknown>): string | null {
  if (text(details.task)) return `Task: ${details.task}`;
  if (text(details.review)) return `Review: ${details.review}`;
  if (typeof details.files === 'number') return `${details.files} ${details.files === 1 ? 'file' : 'files'}`;
  return null;
}

function managersChanged(details: Record<string, unknown>): string | null {
  const list = (value: unknown) => (Array.isArray(value) ? value.filter((v) => typeof v === 'string') : []);
  const parts = [
    list(details.added).length ? `Added ${list(details.added).join(', ')}` : null,
    list(details.removed).length ? `Removed ${list(details.removed).join(', ')}` : null,
  ];
  return parts.filter(Boolean).join('; ') || null;
}

/** What changed, in a line; null when the action says it all. */
export function auditDetailsText(action: AuditAction, details: Record<string, unknown>): string | null {
  switch (action) {
    case 'sign_in_failed':
      return named(refusalLabels, details.reason);
    case 'role_changed':
      return change(roleLabels, details);
    case 'task_status_changed':
      return change(taskStatusLabels, details);
    case 'review_decided': {
      const decision = named(reviewDecisionDoneLabels, details.decision);
      const outcome = named(reviewStateLabels, details.outcome);
      if (!decision) return null;
      return outcome && outcome !== decision ? `${decision} · review ${outcome.toLowerCase()}` : decision;
    }
    case 'referral_decided':
      return details.decision === 'approved' && typeof details.earnedAmount === 'number'
        ? `Approved, $${details.earnedAmount.toFixed(2)}`
        : named({ approved: 'Approved', rejected: 'Rejected' }, details.decision);
    case 'agency_settings_changed':
      return settingsChanged(details) || null;
    case 'managers_changed':
      return managersChanged(details);
    case 'member_removed':
      return details.left === true ? 'Left the team' : named(roleLabels, details.role);
    case 'invite_created':
    case 'invite_resent':
    case 'invite_used':
    case 'invite_deleted':
      return named(roleLabels, details.role);
    case 'file_uploaded':
    case 'file_downloaded':
    case 'file_deleted':
      return fileContext(details);
    default:
      return null;
  }
}
