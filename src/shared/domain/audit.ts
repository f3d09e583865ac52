// The audit log (issue 49, decision 046): what staff and clients did that the agency must be able to
// account for later. The rows are written on the server in the transaction of the change they record;
// admins read them at Settings, Audit log.

/**
 * Every action the log records. The two-factor and data-export actions are listed before the features
 * that perform them exist, so that those features only have to record them.
 */
export const auditActions = [
  'sign_in',
  'sign_in_password_accepted',
  'sign_in_failed',
  'sign_out',
  'password_changed',
  'password_reset',
  'password_reset_sent',
  'two_factor_enabled',
  'two_factor_disabled',
  'two_factor_reset',
  'recovery_code_used',
  'recovery_codes_renewed',
  'invite_created',
  'invite_resent',
  'invite_used',
  'invite_deleted',
  'role_changed',
  'member_removed',
  'managers_changed',
  'client_suspended',
  'client_restored',
  'client_deleted',
  'agency_settings_changed',
  'file_uploaded',
  'file_downloaded',
  'file_deleted',
  'task_status_changed',
  'review_decided',
  'referral_decided',
  'data_exported',
  'billing_plan_changed',
  'invoice_drafted',
  'invoice_edited',
  'invoice_deleted',
  'invoice_sent',
  'invoice_voided',
  'invoice_paid',
  'invoice_payment_unapplied',
] as const;
export type AuditAction = (typeof auditActions)[number];

/** How the Audit log names each action: its filter's options, its table and its CSV. */
export const auditActionLabels: Record<AuditAction, string> = {
  sign_in: 'Signed in',
  sign_in_password_accepted: 'Password accepted, code asked',
  sign_in_failed: 'Sign-in failed',
  sign_out: 'Signed out',
  password_changed: 'Password changed',
  password_reset: 'Password reset',
  password_reset_sent: 'Password reset link sent',
  two_factor_enabled: 'Two-factor sign-in turned on',
  two_factor_disabled: 'Two-factor sign-in turned off',
  two_factor_reset: 'Two-factor sign-in reset',
  recovery_code_used: 'Recovery code used',
  recovery_codes_renewed: 'Recovery codes renewed',
  invite_created: 'Invite created',
  invite_resent: 'Invite sent again',
  invite_used: 'Invite used',
  invite_deleted: 'Invite deleted',
  role_changed: 'Role changed',
  member_removed: 'Member removed',
  managers_changed: 'Account managers changed',
  client_suspended: 'Client suspended',
  client_restored: 'Client restored',
  client_deleted: 'Client deleted',
  agency_settings_changed: 'Agency settings changed',
  file_uploaded: 'File uploaded',
  file_downloaded: 'File downloaded',
  file_deleted: 'File deleted',
  task_status_changed: 'Task status changed',
  review_decided: 'Review decided',
  referral_decided: 'Referral decided',
  data_exported: 'Data exported',
  billing_plan_changed: 'Billing plan changed',
  invoice_drafted: 'Invoice drafted',
  invoice_edited: 'Invoice draft edited',
  invoice_deleted: 'Invoice draft deleted',
  invoice_sent: 'Invoice sent',
  invoice_voided: 'Invoice voided',
  invoice_paid: 'Invoice marked paid',
  invoice_payment_unapplied: 'Payment received, not applied',
};

export const isAuditAction = (value: string): value is AuditAction =>
  (auditActions as readonly string[]).includes(value);

/**
 * The role the person acting had at the time: a staff role, a client's person, or a guest reviewer (who
 * has no account, only a link to one review).
 */
export const auditActorRoles = ['admin', 'manager', 'client', 'guest'] as const;
export type AuditActorRole = (typeof auditActorRoles)[number];

export const auditActorRoleLabels: Record<AuditActorRole, string> = {
  admin: 'Admin',
  manager: 'Account manager',
  client: 'Client',
  guest: 'Guest reviewer',
};

/** What kind of record an event is about, beside its client. */
export const auditTargetTypes = [
  'user',
  'invite',
  'client',
  'agency_settings',
  'file',
  'task_attachment',
  'review_file',
  'review_comment_file',
  'update_attachment',
  'files_archive',
  'task',
  'review',
  'referral',
  'export',
  'billing_plan',
  'invoice',
] as const;
export type AuditTargetType = (typeof auditTargetTypes)[number];

/** How long events are kept unless an admin sets otherwise (Settings, System). */
export const AUDIT_RETENTION_DEFAULT_DAYS = 365;
export const AUDIT_RETENTION_MIN_DAYS = 1;
/** Ten years: past it a log is an archive, which the CSV export is for. */
export const AUDIT_RETENTION_MAX_DAYS = 3650;

/** Events on one page of the Audit log; 'Load more' reads the next. */
export const AUDIT_PAGE_SIZE = 50;

/** A user agent is kept to this many characters: enough to tell the browser, never a stored essay. */
export const AUDIT_USER_AGENT_MAX = 512;

export const auditMessages = {
  retentionLabel: 'Audit log retention',
  retentionHint:
    'How many days events stay in the audit log. A daily job removes older events; export them first to keep them longer.',
  retentionInvalid: `Enter a whole number of days from ${AUDIT_RETENTION_MIN_DAYS} to ${AUDIT_RETENTION_MAX_DAYS}`,
  retentionSaved: 'Audit log retention saved',
  retentionSaveFailed: 'Failed to save the audit log retention',
  datesReversed: 'The end date must not be before the start date',
  invalidCursor: 'That page of the audit log cannot be found. Reload the log.',
  loadFailed: 'Could not load more events. Try again.',
  empty: 'No events yet',
  emptyHint: 'Sign-ins, changes to clients and files, and decisions will show up here.',
  noMatch: 'No matching events',
  noMatchHint: 'No event matches these filters.',
} as const;
