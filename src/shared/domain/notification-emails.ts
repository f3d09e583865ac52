import type { NotificationKind } from './notifications';

// Which notification emails a client gets (the notifications issue): the four toggles of its Settings,
// Notifications tab. Account mails (verification, reset) are not notifications and always go.

/** A client's notification toggles, as its profile stores them. */
export type ClientEmailSettings = {
  emailNotifications: boolean;
  taskReminders: boolean;
  campaignAlerts: boolean;
  weeklyDigest: boolean;
};
export type ClientEmailSetting = keyof ClientEmailSettings;

/** The kinds a client is emailed about, and the toggle beside 'email notifications' that governs each. */
export const clientEmailSettingOf = {
  task_assigned: 'emailNotifications',
  task_changes_requested: 'emailNotifications',
  task_approved: 'emailNotifications',
  task_comment: 'emailNotifications',
  chat_message: 'emailNotifications',
  update_posted: 'campaignAlerts',
  file_shared: 'campaignAlerts',
  review_requested: 'emailNotifications',
  review_comment: 'emailNotifications',
  review_reminder: 'taskReminders',
  task_due_soon: 'taskReminders',
  task_overdue: 'taskReminders',
  weekly_digest: 'weeklyDigest',
  // Money owed is not a task: its reminders follow 'email notifications' alone, not 'task reminders'.
  invoice_sent: 'emailNotifications',
  invoice_due_soon: 'emailNotifications',
  invoice_due_today: 'emailNotifications',
  invoice_overdue: 'emailNotifications',
} as const satisfies Partial<Record<NotificationKind, ClientEmailSetting>>;
export type ClientEmailKind = keyof typeof clientEmailSettingOf;

export const isClientEmailKind = (kind: NotificationKind): kind is ClientEmailKind =>
  kind in clientEmailSettingOf;

/**
 * Whether a client gets the email for this kind: 'email notifications' off means none at all; otherwise
 * the kind's own toggle decides (for task and chat news that is 'email notifications' itself).
 */
export function clientWantsEmail(kind: ClientEmailKind, settings: ClientEmailSettings): boolean {
  return settings.emailNotifications && settings[clientEmailSettingOf[kind]];
}

/** Messages and comments on one thread within this window go out as one email. */
export const EMAIL_BATCH_WINDOW_MINUTES = 10;
export const batchedKinds: readonly NotificationKind[] = ['chat_message', 'task_comment', 'review_comment'];

/** Why the email came, in its footer: the toggle that sends it. */
export const emailSettingReasons: Record<ClientEmailSetting, string> = {
  emailNotifications: 'You get this because email notifications are on.',
  taskReminders: 'You get this because task reminders are on.',
  campaignAlerts: 'You get this because campaign alerts are on.',
  weeklyDigest: 'You get this because the weekly digest is on.',
};

/** The toggle's name on the unsubscribe page and in its confirmation. */
export const emailSettingNames: Record<ClientEmailSetting, string> = {
  emailNotifications: 'email notifications',
  taskReminders: 'task reminders',
  campaignAlerts: 'campaign alerts',
  weeklyDigest: 'weekly digest',
};

/** A failed send is tried again after 1, 2, 4 … minutes, at most an hour apart, this many times in all. */
export const EMAIL_MAX_ATTEMPTS = 8;
export const emailRetryDelayMinutes = (attempt: number) => Math.min(60, 2 ** Math.max(0, attempt - 1));

/** The subject of a batch: several messages or comments on one thread. */
export const batchHeadings: Partial<Record<NotificationKind, (count: number) => string>> = {
  chat_message: (count) => `${count} new messages from the team`,
  task_comment: (count) => `${count} new comments from the team`,
  review_comment: (count) => `${count} new comments from the team on a review`,
};

/** The email's one button: where the notification leads. */
export const emailButtonLabels: Record<ClientEmailKind, string> = {
  task_assigned: 'View task',
  task_changes_requested: 'View task',
  task_approved: 'View task',
  task_comment: 'View task',
  chat_message: 'Open chat',
  update_posted: 'Read the update',
  file_shared: 'View the file',
  review_requested: 'Open the review',
  review_comment: 'Open the review',
  review_reminder: 'Open the review',
  task_due_soon: 'View task',
  task_overdue: 'View task',
  weekly_digest: 'Open your portal',
  invoice_sent: 'View invoice',
  invoice_due_soon: 'View invoice',
  invoice_due_today: 'View invoice',
  invoice_overdue: 'View invoice',
};

export const unsubscribeMessages = {
  invalidLink: 'This unsubscribe link is not valid. You can choose which emails you get in your settings.',
  confirmHeading: (name: string) => `Turn off ${name}?`,
  doneHeading: (name: string) => `You turned off ${name}`,
  alreadyOff: (name: string) => `Your ${name} setting was already off, so nothing changed.`,
} as const;

/** What a weekly digest gathers: the client's week, and what is still open. */
export type WeeklyDigest = {
  approved: readonly string[];
  open: readonly string[];
  updates: readonly string[];
  files: readonly string[];
};

const counted = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** Nothing happened and nothing waits: no digest is made. */
export const isEmptyDigest = (digest: WeeklyDigest) =>
  [digest.approved, digest.open, digest.updates, digest.files].every((list) => list.length === 0);

/** The digest's line in the bell. */
export const digestSummary = (digest: WeeklyDigest) =>
  [
    `${counted(digest.approved.length, 'task', 'tasks')} approved`,
    `${digest.open.length} open`,
    counted(digest.updates.length, 'update', 'updates'),
    counted(digest.files.length, 'new file', 'new files'),
  ].join(' · ');

/** The digest email's sections, in order; an empty one is left out. */
export const digestSections: { key: keyof WeeklyDigest; heading: (count: number) => string }[] = [
  { key: 'approved', heading: (count) => `Approved last week (${count})` },
  { key: 'open', heading: (count) => `Open tasks (${count})` },
  { key: 'updates', heading: (count) => `Project updates (${count})` },
  { key: 'files', heading: (count) => `New files (${count})` },
];

/** How many names a digest section lists before '…and N more'. */
export const DIGEST_SECTION_MAX = 10;

export function digestSectionText(names: readonly string[]): string {
  const shown = names.slice(0, DIGEST_SECTION_MAX).join(' · ');
  const more = names.length - DIGEST_SECTION_MAX;
  return more > 0 ? `${shown} …and ${more} more` : shown;
}
