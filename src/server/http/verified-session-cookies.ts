import { LRUCache } from 'lru-cache';

/** How long a session cookie the auth library has verified is taken on this instance without asking it again. */
export const SESSION_COOKIE_RECHECK_MS = 60_000;
/** Session cookies remembered per instance; past this the least recently used is asked about again. */
const REMEMBERED_COOKIES = 20_000;

/**
 * The session cookies the auth library verified on this instance (signature, expiry), each with its
 * session's id (decision 040). They spare the library's call, about a millisecond of CPU
 * (docs/performance.md), not the database: every request still reads its session's row
 * (`readSessionActor`), so an ended session is refused on its next request wherever it ended. Each cookie
 * goes back to the library a minute after it was verified, which slides the session's expiry when due and
 * refuses whatever the library refuses.
 */
export type VerifiedSessionCookies = LRUCache<string, string>;

export function createVerifiedSessionCookies(): VerifiedSessionCookies {
  return new LRUCache<string, string>({ max: REMEMBERED_COOKIES, ttl: SESSION_COOKIE_RECHECK_MS });
}
