import { createRoute } from '@hono/zod-openapi';
import {
  chatInboxQuerySchema,
  chatMessageSchema,
  chatPageQuerySchema,
  chatPageSchema,
  chatThreadListSchema,
  sendMessageSchema,
  unreadCountSchema,
} from '../../../shared/contracts/chat';
import { clientParamsSchema } from '../../../shared/contracts/clients';
import { errorSchema } from '../../../shared/contracts/errors';
import { CHAT_MESSAGES_PER_MINUTE } from '../../../shared/domain/chat-messages';
import { isStaff } from '../../../shared/domain/roles';
import { createRouter, json, refusals } from '../../http/openapi';
import {
  currentActor,
  currentReach,
  reachOf,
  requireClient,
  requireClientOrStaff,
  requireStaff,
} from '../../http/session';
import { threadOf } from './chat-thread';
import { listMessages } from './list-messages';
import { listThreads } from './list-threads';
import { markThreadRead } from './mark-thread-read';
import { sendMessage } from './send-message';
import { countUnread } from './unread';

const tooFast = json(errorSchema, `More than ${CHAT_MESSAGES_PER_MINUTE} messages in a minute`);
const sendBody = {
  required: true,
  content: { 'application/json': { schema: sendMessageSchema } },
} as const;
const done = { 204: { description: 'Done' } } as const;
const own = { 401: refusals[401], 403: refusals[403] } as const;

// The client's own thread: the client id always comes from the session.
const clientThread = createRoute({
  method: 'get',
  path: '/chat/messages',
  tags: ['chat'],
  summary: "The client's thread with the team: the newest page, or the page before a message",
  middleware: [requireClient] as const,
  request: { query: chatPageQuerySchema },
  responses: { 200: json(chatPageSchema, 'A page of messages, oldest first'), ...refusals },
});

const clientSend = createRoute({
  method: 'post',
  path: '/chat/messages',
  tags: ['chat'],
  summary: 'Sends a message to the team',
  middleware: [requireClient] as const,
  request: { body: sendBody },
  responses: { 201: json(chatMessageSchema, 'The message'), 400: refusals[400], ...own, 429: tooFast },
});

const clientRead = createRoute({
  method: 'post',
  path: '/chat/read',
  tags: ['chat'],
  summary: "Marks the client's thread read up to its newest message",
  middleware: [requireClient] as const,
  responses: { ...done, ...own },
});

const unread = createRoute({
  method: 'get',
  path: '/chat/unread',
  tags: ['chat'],
  summary: "Messages waiting: a client's from the team; an admin's from every client",
  middleware: [requireClientOrStaff] as const,
  responses: { 200: json(unreadCountSchema, 'The count'), ...own },
});

// The staff's view: every thread the caller reaches (an account manager's clients), each by its client's id.
const threads = createRoute({
  method: 'get',
  path: '/admin/chat',
  tags: ['chat'],
  summary: "The inbox, a page at a time: clients with their latest message and this admin's unread count",
  middleware: [requireStaff] as const,
  request: { query: chatInboxQuerySchema },
  responses: {
    200: json(chatThreadListSchema, 'Threads, latest conversation first'),
    400: refusals[400],
    ...own,
  },
});

const adminThread = createRoute({
  method: 'get',
  path: '/admin/chat/{clientId}/messages',
  tags: ['chat'],
  summary: "One client's thread ('Client Not Found' for an id that is no client's)",
  middleware: [requireStaff] as const,
  request: { params: clientParamsSchema, query: chatPageQuerySchema },
  responses: { 200: json(chatPageSchema, 'A page of messages, oldest first'), ...refusals },
});

const adminSend = createRoute({
  method: 'post',
  path: '/admin/chat/{clientId}/messages',
  tags: ['chat'],
  summary: 'Sends a message to a client as the team',
  middleware: [requireStaff] as const,
  request: { params: clientParamsSchema, body: sendBody },
  responses: { 201: json(chatMessageSchema, 'The message'), ...refusals, 429: tooFast },
});

const adminRead = createRoute({
  method: 'post',
  path: '/admin/chat/{clientId}/read',
  tags: ['chat'],
  summary: "Marks a client's thread read, for this admin",
  middleware: [requireStaff] as const,
  request: { params: clientParamsSchema },
  responses: { ...done, ...refusals },
});

/** SPEC §2 Chat page and admin Messages: one thread per client, between the client and the team. */
export function chatRoutes() {
  return createRouter()
    .openapi(clientThread, async (c) => {
      const { db } = c.get('deps');
      const thread = await threadOf({ db, actor: currentActor(c) });
      return c.json(await listMessages({ db, thread, before: c.req.valid('query').before }), 200);
    })
    .openapi(clientSend, async (c) => {
      const { db, realtime, rateLimiter } = c.get('deps');
      const actor = currentActor(c);
      const thread = await threadOf({ db, actor });
      const { content } = c.req.valid('json');
      const message = await sendMessage({ db, realtime, rateLimiter, thread, sender: actor.user, content });
      return c.json(message, 201);
    })
    .openapi(clientRead, async (c) => {
      const { db, realtime } = c.get('deps');
      await markThreadRead({ db, realtime, thread: await threadOf({ db, actor: currentActor(c) }) });
      return c.body(null, 204);
    })
    .openapi(unread, async (c) => {
      const { db } = c.get('deps');
      const actor = currentActor(c);
      const unread = isStaff(actor.role)
        ? await countUnread({ db, reader: { id: actor.user.id, role: 'admin' }, reach: reachOf(actor) })
        : await countUnread({ db, ...(await threadOf({ db, actor })) });
      return c.json({ unread }, 200);
    })
    .openapi(threads, async (c) => {
      const adminId = currentActor(c).user.id;
      const { q, before } = c.req.valid('query');
      const reach = currentReach(c);
      return c.json(
        await listThreads({ db: c.get('deps').db, adminId, reach, q: q || undefined, before }),
        200,
      );
    })
    .openapi(adminThread, async (c) => {
      const { db } = c.get('deps');
      const { clientId } = c.req.valid('param');
      const thread = await threadOf({ db, actor: currentActor(c), clientId });
      return c.json(await listMessages({ db, thread, before: c.req.valid('query').before }), 200);
    })
    .openapi(adminSend, async (c) => {
      const { db, realtime, rateLimiter } = c.get('deps');
      const actor = currentActor(c);
      const thread = await threadOf({ db, actor, clientId: c.req.valid('param').clientId });
      const { content } = c.req.valid('json');
      const message = await sendMessage({ db, realtime, rateLimiter, thread, sender: actor.user, content });
      return c.json(message, 201);
    })
    .openapi(adminRead, async (c) => {
      const { db, realtime } = c.get('deps');
      const thread = await threadOf({ db, actor: currentActor(c), clientId: c.req.valid('param').clientId });
      await markThreadRead({ db, realtime, thread });
      return c.body(null, 204);
    });
}
