import { createRoute, z } from '@hono/zod-openapi';
import { streamSSE } from 'hono/streaming';
import type { AppEvent } from '../../../shared/contracts/events';
import { REALTIME_HEARTBEAT_MS } from '../../../shared/domain/limits';
import { messages } from '../../../shared/messages';
import { errorBody } from '../../http/errors';
import { createRouter, refusals } from '../../http/openapi';
import { currentActor, readActor, requireUser } from '../../http/session';
import type { StreamEndReason } from '../../realtime/stream-endings';

/** How a stream ends after re-reading its session: told why (`session-ended`), or simply closed. */
type StreamEnd = 'session-ended' | 'closed';

const events = createRoute({
  method: 'get',
  path: '/events',
  tags: ['realtime'],
  summary: 'Server-Sent Events: a `change` event after each write the caller may see',
  description:
    'Ends with `session-ended` when the session ends (sign-out, password reset, a password change in ' +
    'another browser): do not reconnect. Ends with `session-renewed` when a password change replaced the ' +
    "caller's own session: reconnect.",
  middleware: [requireUser] as const,
  responses: {
    200: { description: 'An event stream', content: { 'text/event-stream': { schema: z.string() } } },
    401: refusals[401],
    403: refusals[403],
  },
});

export function realtimeRoutes(options: { heartbeatMs?: number } = {}) {
  const heartbeatMs = options.heartbeatMs ?? REALTIME_HEARTBEAT_MS;
  return createRouter().openapi(events, (c) => {
    const { user, role, sessionId } = currentActor(c);
    if (!role) return c.json(errorBody('forbidden', messages.guard.noRole), 403);
    const { auth, db, realtime } = c.get('deps');

    /** Why the stream must end now, re-reading its session; undefined while it may go on. */
    async function recheckSession(): Promise<StreamEnd | undefined> {
      const { actor } = await readActor({ auth, db }, c.req.raw.headers);
      if (!actor || actor.sessionId !== sessionId) return 'session-ended';
      // A changed role closes the stream without ending the session: the browser reconnects as the new role.
      if (actor.role !== role) return 'closed';
    }

    return streamSSE(c, async (stream) => {
      const queue: AppEvent[] = [];
      let resync = false;
      let ending: StreamEndReason | undefined;
      let wake: (() => void) | undefined;
      const unsubscribe = realtime.subscribe({
        userId: user.id,
        sessionId,
        role,
        send: (event) => {
          queue.push(event);
          wake?.();
        },
        resync: () => {
          resync = true;
          wake?.();
        },
        end: (reason) => {
          ending = reason;
          wake?.();
        },
      });
      const heartbeat = setInterval(() => wake?.(), heartbeatMs);
      // Runs on the client's hang-up and on our own close alike, so neither leaves a subscription behind;
      // once only, whichever comes first.
      let stopped = false;
      const stop = () => {
        if (stopped) return;
        stopped = true;
        clearInterval(heartbeat);
        unsubscribe();
        wake?.();
      };
      stream.onAbort(stop);
      try {
        await stream.writeSSE({ event: 'ready', data: '{}' });
        while (!stream.aborted) {
          // Wait only when nothing is queued: events that arrived during the last write go out now,
          // not at the next heartbeat.
          if (queue.length === 0 && !resync && !ending) {
            await new Promise<void>((resolve) => {
              wake = resolve;
            });
            if (stream.aborted) break;
          }
          // Its session ended on some server instance: nothing more may reach this browser.
          if (ending) {
            await stream.writeSSE({ event: ending, data: '{}' });
            break;
          }
          // The heartbeat, and a resync (a session-ending notice may have been missed with the events),
          // re-read the session: a stream outlives neither sign-out nor a role change.
          if (resync || queue.length === 0) {
            const end = await recheckSession();
            if (end === 'session-ended') await stream.writeSSE({ event: end, data: '{}' });
            if (end) break;
          }
          if (resync) {
            resync = false;
            await stream.writeSSE({ event: 'resync', data: '{}' });
          } else if (queue.length === 0) {
            await stream.writeSSE({ event: 'heartbeat', data: '{}' });
          }
          for (const event of queue.splice(0))
            await stream.writeSSE({ event: 'change', data: JSON.stringify(event) });
        }
      } finally {
        stop();
      }
    });
  });
}
