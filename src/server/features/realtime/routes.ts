import { createRoute, z } from '@hono/zod-openapi';
import { REALTIME_HEARTBEAT_MS } from '../../../shared/domain/limits';
import { messages } from '../../../shared/messages';
import type { AppDeps } from '../../http/app-env';
import { errorBody } from '../../http/errors';
import { respondLive } from '../../http/live-body';
import { createRouter, refusals } from '../../http/openapi';
import { currentActor, readActor, requireUser } from '../../http/session';
import { createHeartbeat } from './heartbeat';
import { LiveStream, type StreamEnd } from './live-stream';

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

const streamHeaders = {
  'Content-Type': 'text/event-stream',
  'Cache-Control': 'no-cache',
  Connection: 'keep-alive',
};

export function realtimeRoutes(options: { heartbeatMs?: number } = {}) {
  // One heartbeat for all of this app's streams (see heartbeat.ts).
  const heartbeat = createHeartbeat(options.heartbeatMs ?? REALTIME_HEARTBEAT_MS);
  return createRouter().openapi(events, (c) => {
    const { user, role, sessionId } = currentActor(c);
    if (!role) return c.json(errorBody('forbidden', messages.guard.noRole), 403);
    const { auth, db, realtime } = c.get('deps');
    // The cookie alone is what re-reading the session needs: the stream keeps no more of the request.
    const cookie = c.req.header('cookie') ?? '';
    const stream = new LiveStream(user.id, sessionId, role, () =>
      recheckSession({ auth, db }, new Headers({ cookie }), { sessionId, role }),
    );
    return respondLive(c, streamHeaders, (sink) => stream.open(sink, realtime, heartbeat));
  });
}

/** Why a stream must end now, re-reading its session; undefined while it may go on. */
async function recheckSession(
  deps: Pick<AppDeps, 'auth' | 'db'>,
  headers: Headers,
  opened: { sessionId: string; role: string },
): Promise<StreamEnd | undefined> {
  // Fresh from the database: this re-check is what catches a notice that never arrived.
  const { actor } = await readActor(deps, headers, { fresh: true });
  if (!actor || actor.sessionId !== opened.sessionId) return 'session-ended';
  // A changed role closes the stream without ending the session: the browser reconnects as the new role.
  if (actor.role !== opened.role) return 'closed';
}
