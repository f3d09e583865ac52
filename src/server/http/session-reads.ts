import { LRUCache } from 'lru-cache';
import type { Db } from '../db/connection';
import { createSessionActorReader, type SessionActorReader } from '../identity/read-session-actor';

/** How long a session cookie the auth library has verified is taken on this instance without asking it again. */
export const SESSION_COOKIE_RECHECK_MS = 60_000;
/** Session cookies remembered per instance; past this the least recently used is asked about again. */
const REMEMBERED_COOKIES = 20_000;

/**
 * What an instance keeps for reading sessions (decision 040): the session cookies the auth library
 * verified here (signature, expiry), each with its session's id, and the prepared read of a session's user
 * and role. The cookies spare the library's call, about a millisecond of CPU (docs/performance.md), not
 * the database: every request still reads its session's row, so an ended session is refused on its next
 * request wherever it ended. Each cookie goes back to the library a minute after it was verified, which
 * slides the session's expiry when due and refuses whatever the library refuses.
 */
export type SessionReads = {
  verifiedCookies: LRUCache<string, string>;
  actorOf: SessionActorReader;
};

export function createSessionReads(db: Db): SessionReads {
  return {
    verifiedCookies: new LRUCache<string, string>({
      max: REMEMBERED_COOKIES,
      ttl: SESSION_COOKIE_RECHECK_MS,
    }),
    actorOf: createSessionActorReader(db),
  };
}
