import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { errorSchema } from '../../../shared/contracts/errors';
import { REALTIME_HEARTBEAT_MS, REALTIME_RECONNECT_BACKOFF_MS } from '../../../shared/domain/limits';
import { messages } from '../../../shared/messages';
import type { StreamLimitsConfig } from '../../config';
import type { AppDeps } from '../../http/app-env';
import { clientIp } from '../../http/client-ip';
import { errorBody } from '../../http/errors';
import { createRouter, json, refusals } from '../../http/openapi';
import { currentActor, mustSetUpTwoFactor, readActor, requireUser } from '../../http/session';
import { managedClientIds } from '../../identity/client-reach';
import { type StreamRefusal, StreamSlots } from '../../realtime/stream-slots';
import { createHeartbeat } from './heartbeat';
import { liveResponses } from './live-response';
import { LiveStream, type StreamEnd } from './live-stream';

const streamHeaders = { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' };

const events = createRoute({
  method: 'get',
  path: '/events',
  tags: ['realtime'],
  summary: 'Server-Sent Events: a `change` event after each write the caller may see',
  description:
    'Ends with `session-ended` when the session ends (sign-out, password reset, a password change in ' +
    'another browser): do not reconnect. Ends with `session-renewed` when a password change replaced the ' +
    "caller's own session: reconnect. A new stream past the caller's or their address's cap is refused " +
    "with 429, past the server's with 503, both with Retry-After; the streams already open go on.",
  middleware: [requireUser] as const,
  responses: {
    200: { description: 'An event stream', content: { 'text/event-stream': { schema: z.string() } } },
    401: refusals[401],
    403: refusals[403],
    429: json(errorSchema, 'The caller, or their address, has as many streams open as allowed'),
    503: json(errorSchema, 'The server has as many streams open as it keeps room for'),
  },
});

/** The browser's longest wait between reconnects (`web/lib/use-realtime.ts`), as a refusal's Retry-After. */
const RETRY_AFTER_SECONDS = String((REALTIME_RECONNECT_BACKOFF_MS.at(-1) ?? 10_000) / 1000);

/**
 * The event stream's route, and the middleware that writes its body (`live-response.ts`), which the app
 * registers ahead of every other middleware.
 */
export function realtimeRoutes(options: { heartbeatMs?: number; limits: StreamLimitsConfig }) {
  // One heartbeat for all of this app's streams (see heartbeat.ts), and one count of them.
  const heartbeat = createHeartbeat(options.heartbeatMs ?? REALTIME_HEARTBEAT_MS);
  const slots = new StreamSlots(options.limits);
  const live = liveResponses();
  const routes = createRouter().openapi(events, async (c) => {
    const actor = currentActor(c);
    const { user, role, sessionId } = actor;
    if (!role || (role === 'client' && !actor.client))
      return c.json(errorBody('forbidden', messages.guard.noRole), 403);
    const { auth, db, verifiedSessionCookies, realtime, config } = c.get('deps');
    // Read before a slot is taken: a failed read then holds nothing.
    const managed = role === 'manager' ? await managedClientIds(db, user.id) : undefined;
    // Taken now, while the request can still be refused; given back when the stream ends.
    const slot = slots.take(user.id, clientIp(c, config.trustProxy));
    if (typeof slot === 'string') return refuse(c, slot);
    // Hono answers a HEAD with the GET's headers and no body: a stream would run for nobody.
    if (c.req.method === 'HEAD') {
      slot.release();
      return c.body(null, 200, streamHeaders);
    }
    // The cookie alone is what re-reading the session needs: the stream keeps no more of the request.
    const cookie = c.req.header('cookie') ?? '';
    const stream = new LiveStream(
      user.id,
      sessionId,
      role,
      actor.client?.id,
      managed,
      () =>
        recheckSession({ auth, db, verifiedSessionCookies }, new Headers({ cookie }), { sessionId, role }),
      slot.release,
    );
    return live.respond(c, streamHeaders, (sink) => stream.open(sink, realtime, heartbeat), slot.release);
  });
  return { routes, writeBody: live.writeBody };
}

/**
 * A stream past a cap: 429 for the caller's own or their address's (they hold the streams), 503 for the
 * server's (nobody in particular does). Retry-After either way; the browser's EventSource hides the answer
 * and its hook retries on its own.
 */
function refuse(c: Context, cap: StreamRefusal) {
  c.header('Retry-After', RETRY_AFTER_SECONDS);
  if (cap === 'total') return c.json(errorBody('unavailable', messages.realtime.serverFull), 503);
  const message = cap === 'user' ? messages.realtime.tooManyForUser : messages.realtime.tooManyForAddress;
  return c.json(errorBody('rate_limited', message), 429);
}

/** Why a stream must end now, re-reading its session; undefined while it may go on. */
async function recheckSession(
  deps: Pick<AppDeps, 'auth' | 'db' | 'verifiedSessionCookies'>,
  headers: Headers,
  opened: { sessionId: string; role: string },
): Promise<StreamEnd | undefined> {
  // The request's own read, from the database: this re-check is what catches a notice that never arrived.
  const { actor } = await readActor(deps, headers);
  if (!actor || actor.sessionId !== opened.sessionId) return 'session-ended';
  // A changed role closes the stream without ending the session: the browser reconnects as the new role.
  // So does a staff member the agency now requires two-factor of, before its setup: the reconnect is refused.
  if (actor.role !== opened.role || mustSetUpTwoFactor(actor)) return 'closed';
}
