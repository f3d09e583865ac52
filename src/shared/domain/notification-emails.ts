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
export const batchedKinds: readonly NotificationKind[] = ['chat_message', 'task_comment'];

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
};

export const unsubscribeMessages = {
  invalidLink: 'This unsubscribe link is not valid. You can choose which emails you get in your settings.',
  confirmHeading: (name: string) => `Turn off ${name}?`,
  doneHeading: (name: string) => `You turned off ${name}`,
  alreadyOff: (name: string) => `Your ${name} setting was already off, so nothing changed.`,
} as const;
