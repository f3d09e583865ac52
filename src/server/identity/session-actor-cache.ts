import type { Db } from '../db/connection';
import { findSessionActor, type SessionActorRow } from './find-session-actor';

/**
 * How long a session read from the database answers the requests that carry it, on one server instance.
 * Every way a session or its user ends forgets it at once on this instance and, through the realtime
 * channel, within milliseconds on the others (decision 023); this bounds what a lost notice could keep.
 */
export const SESSION_CACHE_MS = 5_000;
/** Past this many sessions the oldest read is dropped first: memory stays bounded whatever the traffic. */
const MAX_CACHED_SESSIONS = 10_000;

type Entry = { db: Db; row: SessionActorRow; readAt: number };

// One cache for the process, keyed by the session token and holding which database answered: the code
// that ends sessions (a transaction's notice, the library's hook, a notice from another instance) holds
// no handle to a per-server object, and a token read from one database never answers for another.
const cached = new Map<string, Entry>();
// Bumped by every forgetting: a read that started before one is not kept, since it may predate the end.
let forgettings = 0;

/**
 * The session with this token, with its user and role, as `findSessionActor` reads it, kept for
 * SESSION_CACHE_MS so that a signed-in request costs no query before its own. Expiry and refresh are
 * still the caller's to judge on every request, from the row's times.
 */
export async function findSessionActorCached(db: Db, token: string): Promise<SessionActorRow | null> {
  const entry = cached.get(token);
  if (entry && entry.db === db && Date.now() - entry.readAt < SESSION_CACHE_MS) return entry.row;
  return findSessionActorFresh(db, token);
}

/** The session read from the database whatever is cached (a live stream's periodic re-check), and kept. */
export async function findSessionActorFresh(db: Db, token: string): Promise<SessionActorRow | null> {
  const forgettingsBefore = forgettings;
  const row = await findSessionActor(db, token);
  if (row && forgettings === forgettingsBefore) keep(token, { db, row, readAt: Date.now() });
  else cached.delete(token);
  return row;
}

function keep(token: string, entry: Entry) {
  cached.delete(token);
  if (cached.size >= MAX_CACHED_SESSIONS) {
    const oldest = cached.keys().next();
    if (!oldest.done) cached.delete(oldest.value);
  }
  cached.set(token, entry);
}

/** Forgets one session's row (a refresh or an end the library is about to write). */
export function forgetSessionToken(token: string): void {
  forgettings++;
  cached.delete(token);
}

/** Forgets every session of a user, or only one of them: the session ended, or the user is gone. */
export function forgetSessions(ended: { userId: string; sessionId?: string }): void {
  forgettings++;
  for (const [token, { row }] of cached) {
    if (row.user.id !== ended.userId) continue;
    if (ended.sessionId === undefined || ended.sessionId === row.session.id) cached.delete(token);
  }
}

/** Forgets every session: notices of ended sessions may have been missed (the channel was reconnected). */
export function forgetAllSessions(): void {
  forgettings++;
  cached.clear();
}
