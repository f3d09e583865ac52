import { createHmac, timingSafeEqual } from 'node:crypto';
import { parse } from 'hono/utils/cookie';
import { SESSION_ABSOLUTE_SECONDS } from '../auth/auth';
import {
  findSessionActorCached,
  findSessionActorFresh,
  forgetSessionToken,
} from '../identity/session-actor-cache';
import type { Actor, AppDeps } from './app-env';

/**
 * The answer for a request whose session needs nothing from the auth library: null without a session
 * cookie, the actor for a live session (one query: session, user and role, kept for a few seconds by
 * `identity/session-actor-cache.ts`, decision 023); undefined for everything
 * else, which the library must see because it writes (refreshes the sliding expiry, deletes an expired
 * session, clears a bad cookie).
 *
 * Why not the library's own `getSession` every time: it builds a whole request context per call and reads
 * the session and the user apart, and the role is a third read; under load that was most of a signed-in
 * request's time. The rules mirrored here are the library's: the cookie's HMAC signature, the expiry, and
 * a refresh once `updateAge` has passed since the expiry was last slid.
 */
export type ReadOptions = {
  /** Read the database whatever the cache holds: a check that exists to catch what a notice missed. */
  fresh?: boolean;
};

export async function readSessionDirectly(
  deps: Pick<AppDeps, 'auth' | 'db'>,
  headers: Headers,
  { fresh = false }: ReadOptions = {},
): Promise<Actor | null | undefined> {
  const context = await deps.auth.$context;
  const cookieHeader = headers.get('cookie');
  if (!cookieHeader) return null;
  const token = tokenOfCookieHeader(context, cookieHeader);
  if (token === null || token === undefined) return token;
  const { sessionConfig } = context;
  const found = await (fresh ? findSessionActorFresh : findSessionActorCached)(deps.db, token);
  if (!found) return undefined;

  const now = Date.now();
  const expiresAt = found.session.expiresAt.getTime();
  const lastSlidAt = expiresAt - sessionConfig.expiresIn * 1000;
  const dueForRefresh = lastSlidAt + sessionConfig.updateAge * 1000 <= now;
  const pastLifetime = now - found.session.createdAt.getTime() > SESSION_ABSOLUTE_SECONDS * 1000;
  if (expiresAt <= now || dueForRefresh || pastLifetime) {
    // The library is about to write this session (slide, delete or revoke it): read it afresh next time.
    forgetSessionToken(token);
    return undefined;
  }
  return { user: found.user, sessionId: found.session.id, role: found.role };
}

type AuthContext = Awaited<AppDeps['auth']['$context']>;

/** Past this many cookie headers the oldest is dropped first: memory stays bounded whatever the traffic. */
const MAX_KNOWN_HEADERS = 10_000;
// Per auth context (its secret and cookie names): cookie headers already found to carry a validly signed
// session token, and that token. A signed-in browser sends the same header on every request, so parsing
// it and checking the signature (a few percent of a read's time) is done once per header.
const knownHeaders = new WeakMap<AuthContext, Map<string, string>>();

/**
 * The session token a cookie header carries: null when it carries none; undefined when the library must
 * see the request (a bad signature it clears, or a stale session-data cookie).
 */
function tokenOfCookieHeader(context: AuthContext, cookieHeader: string): string | null | undefined {
  let known = knownHeaders.get(context);
  if (!known) {
    known = new Map();
    knownHeaders.set(context, known);
  }
  const knownToken = known.get(cookieHeader);
  if (knownToken !== undefined) return knownToken;

  const { secret, authCookies } = context;
  const cookies = parse(cookieHeader);
  // A stale session-data cookie is one the library clears; let it.
  if (cookies[authCookies.sessionData.name] !== undefined) return undefined;
  const signedToken = cookies[authCookies.sessionToken.name];
  if (signedToken === undefined) return null;
  const token = verifiedValue(signedToken, secret);
  if (!token) return undefined;
  if (known.size >= MAX_KNOWN_HEADERS) known.delete(known.keys().next().value as string);
  known.set(cookieHeader, token);
  return token;
}

/**
 * The value of a cookie the auth library signed (`value.signature`, an HMAC-SHA256 in base64), or null
 * when the signature does not match. Synchronous node:crypto: the WebCrypto check the libraries use imports
 * the key and hops to the thread pool on every call, which under load cost more than the session query.
 */
function verifiedValue(signed: string, secret: string): string | null {
  const dot = signed.lastIndexOf('.');
  if (dot < 1) return null;
  const value = signed.slice(0, dot);
  // Compared as text: base64 decoding would accept other spellings of the same bytes.
  const given = Buffer.from(signed.slice(dot + 1));
  const expected = Buffer.from(createHmac('sha256', secret).update(value).digest('base64'));
  return given.length === expected.length && timingSafeEqual(given, expected) ? value : null;
}
