import { calendarDateText } from './date-text';
import { formatMoney } from './money';

// Notifications (the bell): what happened, to whom, and the words the bell shows. Not in SPEC; the
// events and rules are the notifications issue's, the strings are ours.

/** Every kind of notification. A client receives the first group, admins the second. */
export const notificationKinds = [
  // to a client
  'task_assigned',
  'task_changes_requested',
  'task_approved',
  'task_comment',
  'chat_message',
  'update_posted',
  'file_shared',
  'review_requested',
  'review_comment',
  // to a client, by the schedule (time-zones.ts) or by staff's nudge
  'review_reminder',
  // to a client, by the schedule (time-zones.ts)
  'task_due_soon',
  'task_overdue',
  'weekly_digest',
  // to a client company's billing people (owners and billing members): a new invoice, then by the
  // schedule three days before it is due, on the day, and once when it is overdue
  'invoice_sent',
  'invoice_due_soon',
  'invoice_due_today',
  'invoice_overdue',
  // to every admin
  'task_submitted',
  'client_comment',
  'client_message',
  'application_received',
  'onboarding_completed',
  'referral_submitted',
  'purchase_completed',
  'review_decided',
  'review_client_comment',
] as const;
export type NotificationKind = (typeof notificationKinds)[number];

/** How many notifications one page of the bell's list holds. */
export const NOTIFICATIONS_PAGE_SIZE = 20;

/** The longest excerpt a notification keeps of a message or comment. */
export const NOTIFICATION_EXCERPT_MAX = 140;

/** A message or comment cut for the bell: one line, at most NOTIFICATION_EXCERPT_MAX characters. */
export function notificationExcerpt(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > NOTIFICATION_EXCERPT_MAX ? `${line.slice(0, NOTIFICATION_EXCERPT_MAX - 1)}…` : line;
}

const quoted = (title: string) => `“${title}”`;

/** What an invoice's notifications say about it: its number, total and due date, as sent. */
export type InvoiceFacts = { number: string; totalMinor: number; currency: string; dueDate: string };
const amountOf = (invoice: InvoiceFacts) => formatMoney(invoice.totalMinor, invoice.currency);

/** What the bell says happened. Names come from the rows at the time of the event. */
export const notificationTitles = {
  taskAssigned: (task: string) => `New task: ${quoted(task)}`,
  taskChangesRequested: (task: string) => `Changes requested on ${quoted(task)}`,
  taskApproved: (task: string) => `${quoted(task)} was approved`,
  teamComment: (task: string) => `New comment from the team on ${quoted(task)}`,
  teamMessage: 'New message from the team',
  updatePosted: 'New project update from the team',
  fileShared: (name: string) => `New file shared with you: ${name}`,
  taskDueSoon: (task: string) => `${quoted(task)} is due tomorrow`,
  taskOverdue: (task: string) => `${quoted(task)} is overdue`,
  weeklyDigest: 'Your weekly summary',
  taskSubmitted: (client: string, task: string) => `${client} submitted ${quoted(task)} for review`,
  clientComment: (client: string, task: string) => `${client} commented on ${quoted(task)}`,
  clientMessage: (client: string) => `New message from ${client}`,
  applicationReceived: (business: string, email: string) => `New application from ${business} (${email})`,
  onboardingCompleted: (client: string) => `${client} completed onboarding`,
  referralSubmitted: (client: string, referred: string) => `${client} referred ${referred}`,
  purchaseCompleted: (email: string) => `New purchase by ${email}`,
  reviewRequested: (review: string) => `Please review ${quoted(review)}`,
  reviewNewVersion: (review: string, version: number) =>
    `Version ${version} of ${quoted(review)} is ready for your review`,
  reviewTeamComment: (review: string) => `New comment from the team on ${quoted(review)}`,
  reviewApproved: (client: string, review: string) => `${client} approved ${quoted(review)}`,
  reviewChangesRequested: (client: string, review: string) =>
    `${client} requested changes on ${quoted(review)}`,
  reviewDecision: (person: string, decision: string, review: string) =>
    `${person}: ${decision} on ${quoted(review)}`,
  reviewClientComment: (client: string, review: string) => `${client} commented on ${quoted(review)}`,
  reviewDueSoon: (review: string) => `${quoted(review)} awaits your decision by tomorrow`,
  reviewOverdue: (review: string) => `${quoted(review)} is past its due date and awaits your decision`,
  reviewNudge: (review: string) => `Reminder: ${quoted(review)} awaits your decision`,
  invoiceSent: (invoice: InvoiceFacts) =>
    `New invoice ${invoice.number}: ${amountOf(invoice)}, due ${calendarDateText(invoice.dueDate)}`,
  invoiceDueSoon: (invoice: InvoiceFacts) =>
    `Invoice ${invoice.number} (${amountOf(invoice)}) is due ${calendarDateText(invoice.dueDate)}`,
  invoiceDueToday: (invoice: InvoiceFacts) => `Invoice ${invoice.number} (${amountOf(invoice)}) is due today`,
  invoiceOverdue: (invoice: InvoiceFacts) =>
    `Invoice ${invoice.number} (${amountOf(invoice)}) is overdue: it was due ${calendarDateText(invoice.dueDate)}`,
} as const;

export const notificationMessages = {
  heading: 'Notifications',
  empty: "You're all caught up",
  emptyHint: 'New tasks, messages and updates will show up here.',
  markAllRead: 'Mark all as read',
  loadFailed: 'Failed to load notifications',
  markFailed: 'Failed to mark notifications as read',
  loadMore: 'Show older',
} as const;

/** The page each notification opens. The bell follows the link; the pages pick the item out of it. */
export const notificationLinks = {
  clientTask: (taskId: string) => `/dashboard/tasks?task=${taskId}`,
  clientChat: '/dashboard/chat',
  clientUpdates: '/dashboard/updates',
  clientFile: (fileId: string) => `/dashboard/reports?file=${fileId}`,
  clientOverview: '/dashboard',
  clientBilling: '/dashboard/billing',
  clientReview: (reviewId: string) => `/dashboard/approvals/${reviewId}`,
  adminReview: (reviewId: string) => `/admin/reviews/${reviewId}`,
  adminTask: (taskId: string) => `/admin/tasks?task=${taskId}`,
  adminChat: (clientId: string) => `/admin/messages?client=${clientId}`,
  adminClient: (clientId: string) => `/admin/client/${clientId}`,
  adminApplications: '/admin/applications',
  adminReferrals: '/admin/referrals',
  adminClients: '/admin',
} as const;
