import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../db/connection';
import { REALTIME_CHANNEL } from './channel';

/**
 * How an event stream is told to end, as the last SSE event it sends:
 * - `session-ended`: its session is gone (sign-out, password reset, suspension). The browser stops;
 *   reconnecting would only be refused.
 * - `session-renewed`: the library replaced its session with a new one for the same browser (a password
 *   change ends every session, the caller's included, and hands the caller a fresh cookie). The browser
 *   reconnects with the new cookie.
 */
export const streamEndReasons = ['session-ended', 'session-renewed'] as const;
export type StreamEndReason = (typeof streamEndReasons)[number];

/** Which streams end: every stream of the user, or only those opened with one session. */
const streamEndingSchema = z.object({
  endStreams: z.object({
    userId: z.string(),
    sessionId: z.string().optional(),
    reason: z.enum(streamEndReasons),
  }),
});
export type StreamEnding = z.infer<typeof streamEndingSchema>['endStreams'];

/** A notification on the channel that ends streams, or null for anything else. */
export function parseStreamEnding(json: unknown): StreamEnding | null {
  const parsed = streamEndingSchema.safeParse(json);
  return parsed.success ? parsed.data.endStreams : null;
}

export function endsStream(stream: { userId: string; sessionId?: string }, ending: StreamEnding): boolean {
  if (stream.userId !== ending.userId) return false;
  return ending.sessionId === undefined || ending.sessionId === stream.sessionId;
}

/**
 * Ends the open event streams of one session on every server instance. Inside a transaction the notice
 * goes out on commit, so a rolled-back revocation ends nothing.
 */
export async function endSessionStreams(
  db: DbOrTx,
  session: { userId: string; sessionId: string; reason?: StreamEndReason },
): Promise<void> {
  await notify(db, {
    userId: session.userId,
    sessionId: session.sessionId,
    reason: session.reason ?? 'session-ended',
  });
}

/**
 * Ends every open event stream of a user on every server instance: for good (suspension, removal), or
 * renewed, when what the user reaches changed (a staff role, a client assignment: decision 043) and the
 * browser should reconnect to a stream built for it.
 */
export async function endUserStreams(
  db: DbOrTx,
  userId: string,
  reason: StreamEndReason = 'session-ended',
): Promise<void> {
  await notify(db, { userId, reason });
}

/** The notice reaches the streams of every instance, this one included, through the channel. */
async function notify(db: DbOrTx, ending: StreamEnding) {
  const payload = JSON.stringify({ endStreams: ending });
  await db.execute(sql`select pg_notify(${REALTIME_CHANNEL}, ${payload})`);
}
