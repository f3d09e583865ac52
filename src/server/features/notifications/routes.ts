import { createRoute } from '@hono/zod-openapi';
import {
  notificationPageQuerySchema,
  notificationPageSchema,
  notificationParamsSchema,
  unsubscribeQuerySchema,
  unsubscribeStatusSchema,
} from '../../../shared/contracts/notifications';
import { createRouter, json, refusals } from '../../http/openapi';
import { clientOf, currentActor, requireClientOrStaff } from '../../http/session';
import { listNotifications } from './list-notifications';
import { markAllNotificationsRead, markNotificationRead } from './mark-notifications-read';
import { readUnsubscribe, unsubscribe } from './unsubscribe';

const done = { 204: { description: 'Done' } } as const;
const own = { 401: refusals[401], 403: refusals[403] } as const;

const list = createRoute({
  method: 'get',
  path: '/notifications',
  tags: ['notifications'],
  summary: "The signed-in person's notifications, newest first, with the unread count",
  middleware: [requireClientOrStaff] as const,
  request: { query: notificationPageQuerySchema },
  responses: { 200: json(notificationPageSchema, 'A page of notifications'), ...refusals },
});

const readOne = createRoute({
  method: 'post',
  path: '/notifications/{notificationId}/read',
  tags: ['notifications'],
  summary: 'Marks one of your notifications read',
  middleware: [requireClientOrStaff] as const,
  request: { params: notificationParamsSchema },
  responses: { ...done, ...refusals },
});

const readAll = createRoute({
  method: 'post',
  path: '/notifications/read-all',
  tags: ['notifications'],
  summary: 'Marks all your notifications read',
  middleware: [requireClientOrStaff] as const,
  responses: { ...done, ...own },
});

const unsubscribeStatus = createRoute({
  method: 'get',
  path: '/unsubscribe',
  tags: ['notifications'],
  summary:
    "What an email's unsubscribe link turns off, and whether it is on (no sign-in: the token is signed)",
  request: { query: unsubscribeQuerySchema },
  responses: { 200: json(unsubscribeStatusSchema, 'The toggle'), 400: refusals[400] },
});

const unsubscribeNow = createRoute({
  method: 'post',
  path: '/unsubscribe',
  tags: ['notifications'],
  summary:
    "Turns off the toggle an email's link names: the page's button and mail apps' one-click (RFC 8058)",
  request: { query: unsubscribeQuerySchema },
  responses: { 200: json(unsubscribeStatusSchema, 'The toggle, now off'), 400: refusals[400] },
});

const readerOf = (actor: ReturnType<typeof currentActor>) => ({
  id: actor.user.id,
  // A client's person's read publishes to their company's streams; a staff member's to the staff's.
  clientId: actor.role === 'client' ? clientOf(actor).id : null,
});

/** The bell (decision 015): everyone reads and marks only their own notifications. */
export function notificationRoutes() {
  return createRouter()
    .openapi(list, async (c) => {
      const recipientId = currentActor(c).user.id;
      const { before } = c.req.valid('query');
      return c.json(await listNotifications({ db: c.get('deps').db, recipientId, before }), 200);
    })
    .openapi(readAll, async (c) => {
      const { db, realtime } = c.get('deps');
      await markAllNotificationsRead({ db, realtime, reader: readerOf(currentActor(c)) });
      return c.body(null, 204);
    })
    .openapi(unsubscribeStatus, async (c) => {
      const { db, unsubscribeSecret: secret } = c.get('deps');
      return c.json(await readUnsubscribe({ db, token: c.req.valid('query').token, secret }), 200);
    })
    .openapi(unsubscribeNow, async (c) => {
      const { db, realtime, unsubscribeSecret: secret } = c.get('deps');
      return c.json(await unsubscribe({ db, realtime, token: c.req.valid('query').token, secret }), 200);
    })
    .openapi(readOne, async (c) => {
      const { db, realtime } = c.get('deps');
      const { notificationId } = c.req.valid('param');
      await markNotificationRead({ db, realtime, reader: readerOf(currentActor(c)), notificationId });
      return c.body(null, 204);
    });
}
