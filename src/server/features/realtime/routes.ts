import { createRoute, z } from '@hono/zod-openapi';
import { streamSSE } from 'hono/streaming';
import type { AppEvent } from '../../../shared/contracts/events';
import { REALTIME_HEARTBEAT_MS } from '../../../shared/domain/limits';
import { messages } from '../../../shared/messages';
import { errorBody } from '../../http/errors';
import { createRouter, refusals } from '../../http/openapi';
import { currentActor, readActor, requireUser } from '../../http/session';

const events = createRoute({
  method: 'get',
  path: '/events',
  tags: ['realtime'],
  summary: 'Server-Sent Events: a `change` event after each write the caller may see',
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
    const { user, role } = currentActor(c);
    if (!role) return c.json(errorBody('forbidden', messages.guard.noRole), 403);
    const deps = c.get('deps');
    const { realtime } = deps;
    return streamSSE(c, async (stream) => {
      const queue: AppEvent[] = [];
      let resync = false;
      let wake: (() => void) | undefined;
      const unsubscribe = realtime.subscribe({
        userId: user.id,
        role,
        send: (event) => {
          queue.push(event);
          wake?.();
        },
        resync: () => {
          resync = true;
          wake?.();
        },
      });
      const heartbeat = setInterval(() => wake?.(), heartbeatMs);
      stream.onAbort(() => {
        clearInterval(heartbeat);
        unsubscribe();
        wake?.();
      });
      await stream.writeSSE({ event: 'ready', data: '{}' });
      while (!stream.aborted) {
        // Wait only when nothing is queued: events that arrived during the last write go out now,
        // not at the next heartbeat.
        if (queue.length === 0 && !resync) {
          await new Promise<void>((resolve) => {
            wake = resolve;
          });
          if (stream.aborted) break;
        }
        if (resync) {
          resync = false;
          await stream.writeSSE({ event: 'resync', data: '{}' });
        } else if (queue.length === 0) {
          // Each heartbeat re-checks the session: a stream outlives neither sign-out nor a role change.
          const { actor } = await readActor(deps, c.req.raw.headers);
          if (actor?.user.id !== user.id || actor.role !== role) break;
          await stream.writeSSE({ event: 'heartbeat', data: '{}' });
        }
        for (const event of queue.splice(0))
          await stream.writeSSE({ event: 'change', data: JSON.stringify(event) });
      }
    });
  });
}
