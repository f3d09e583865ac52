import type { Db } from '../db/connection';
import { endSessionStreams } from '../realtime/stream-endings';

type DeletedSession = { id: string; userId: string };
/** What the auth library tells a hook about the request that deleted the session (null outside one). */
type DeletingRequest = { path?: string; context?: { session?: { session?: { id?: string } } | null } } | null;

/**
 * The auth library's `session.delete.after` hook: every way a session ends (sign-out, a password change
 * or reset, a revoked or expired session) ends that session's open event streams, on every server
 * instance. It runs after the deletion commits.
 */
export function endStreamsWithSession(db: Db) {
  return async (session: DeletedSession, request: DeletingRequest): Promise<void> => {
    try {
      await endSessionStreams(db, {
        userId: session.userId,
        sessionId: session.id,
        reason: replacedForCaller(session, request) ? 'session-renewed' : 'session-ended',
      });
    } catch (error) {
      // The session is gone either way; the stream's own re-check at its next heartbeat still ends it.
      console.error('Could not end the event streams of an ended session', session.id, error);
    }
  };
}

/**
 * Routes that replace the caller's own session with a new cookie: a password change (which ends every
 * session of the user, the caller's included), and turning two-factor sign-in on or off (decision 047).
 */
const renewingPaths = new Set(['/change-password', '/two-factor/verify-totp', '/two-factor/disable']);

/** The caller's own session, replaced by one of those routes: its stream should reconnect, not stop. */
function replacedForCaller(session: DeletedSession, request: DeletingRequest): boolean {
  return renewingPaths.has(request?.path ?? '') && request?.context?.session?.session?.id === session.id;
}
