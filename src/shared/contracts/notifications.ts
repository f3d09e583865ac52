import { z } from 'zod';
import { notificationKinds } from '../domain/notifications';

// The bell's API contract: a person's own notifications, newest first.

export const notificationSchema = z
  .object({
    id: z.string(),
    kind: z.enum(notificationKinds),
    title: z.string(),
    /** An excerpt of the message or comment, when there is one. */
    body: z.string().nullable(),
    /** The page the notification opens, a path inside the portal. */
    link: z.string(),
    createdAt: z.string(),
    readAt: z.string().nullable(),
  })
  .meta({ id: 'Notification' });

export const notificationPageSchema = z
  .object({
    notifications: z.array(notificationSchema),
    unreadCount: z.number().int().nonnegative(),
    /** Pass as `before` for the next, older page; null when there is none. */
    olderCursor: z.string().nullable(),
  })
  .meta({ id: 'NotificationPage' });

export const notificationPageQuerySchema = z.object({
  /** A notification id: the page holds the ones older than it. */
  before: z.uuid().optional(),
});

export const notificationParamsSchema = z.object({ notificationId: z.uuid() });

export type AppNotification = z.infer<typeof notificationSchema>;
export type NotificationPage = z.infer<typeof notificationPageSchema>;

/** The signed token of an email's unsubscribe link (`/unsubscribe?token=`). */
export const unsubscribeQuerySchema = z.object({ token: z.string().min(1).max(1000) });

export const unsubscribeStatusSchema = z
  .object({
    setting: z.enum(['emailNotifications', 'taskReminders', 'campaignAlerts', 'weeklyDigest']),
    /** The toggle's name as a sentence says it, e.g. 'campaign alerts'. */
    settingName: z.string(),
    /** Whether the toggle is on now. */
    on: z.boolean(),
  })
  .meta({ id: 'UnsubscribeStatus' });
export type UnsubscribeStatus = z.infer<typeof unsubscribeStatusSchema>;
