import { getSessionCookie } from 'better-auth/cookies';
import type { Context, MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import { type ClientAbility, clientAbilityRefusals, clientRoleCan } from '../../shared/domain/client-roles';
import { isStaff } from '../../shared/domain/roles';
import { twoFactorMessages } from '../../shared/domain/two-factor';
import { messages } from '../../shared/messages';
import { AUTH_COOKIE_PREFIX, SESSION_ABSOLUTE_SECONDS } from '../auth/auth';
import { AppError } from '../core/errors';
import type { Reach } from '../identity/client-reach';
import { readSessionActor, type SessionActor } from '../identity/read-session-actor';
import type { Actor, ActorClient, AppDeps, AppEnv } from './app-env';

/** What reading a session uses: the auth library, the cookies it verified here, and the database. */
type SessionDeps = Pick<AppDeps, 'auth' | 'db' | 'verifiedSessionCookies'>;

/**
 * Who the session cookie in `headers` belongs to, or null. `setCookies` carries what the auth library
 * answers beside the session: a refreshed cookie, or the clearing of one it refused.
 *
 * The auth library verifies a cookie (its signature, expiry, the daily sliding refresh, the clearing of a
 * bad one); this instance then takes that cookie for a minute without asking the library again
 * (`verified-session-cookies.ts`, decision 040). Every request, verified just now or earlier, reads its
 * session's row with the user and the role: a session ended anywhere (sign-out, a password change or
 * reset, 'sign out other sessions', a suspension, a deleted account, a row deleted in the database) is
 * refused on its very next request, on every instance. A session past its absolute lifetime is ended
 * through the library, whatever the sliding expiry says.
 */
export async function readActor(
  deps: SessionDeps,
  requestHeaders: Headers,
): Promise<{ actor: Actor | null; setCookies: string[] }> {
  const cookie = getSessionCookie(requestHeaders, { cookiePrefix: AUTH_COOKIE_PREFIX });
  if (!cookie) return { actor: null, setCookies: [] };
  const verifiedCookies = deps.verifiedSessionCookies;
  const sessionId = verifiedCookies.get(cookie);
  if (sessionId) {
    const known = await readSessionActor(deps.db, sessionId);
    if (known && withinLifetime(known.sessionCreatedAt))
      return { actor: toActor(known, sessionId), setCookies: [] };
    // Ended, expired or past its lifetime: the library answers it (and clears the cookie).
    verifiedCookies.delete(cookie);
  }
  const { headers, response } = await deps.auth.api.getSession({
    headers: requestHeaders,
    returnHeaders: true,
  });
  const setCookies = headers.getSetCookie();
  if (!response) return { actor: null, setCookies };
  const { session } = response;
  if (await endedPastLifetime(deps, requestHeaders, session)) return { actor: null, setCookies: [] };
  const found = await readSessionActor(deps.db, session.id);
  if (!found) return { actor: null, setCookies };
  verifiedCookies.set(cookie, session.id);
  return { actor: toActor(found, session.id), setCookies };
}

const toActor = ({ user, role, client, twoFactor }: SessionActor, sessionId: string): Actor => ({
  user,
  sessionId,
  role,
  client,
  twoFactor,
});

const withinLifetime = (createdAt: Date | string) =>
  (Date.now() - new Date(createdAt).getTime()) / 1000 <= SESSION_ABSOLUTE_SECONDS;

type SessionTimes = { createdAt: Date | string; token: string };

async function endedPastLifetime(
  deps: Pick<AppDeps, 'auth'>,
  headers: Headers,
  session: SessionTimes,
): Promise<boolean> {
  if (withinLifetime(session.createdAt)) return false;
  await deps.auth.api.revokeSession({ headers, body: { token: session.token } });
  return true;
}

/** Ends the cookie's session if it is past its absolute lifetime, before the auth library's own routes see it. */
export async function endSessionPastLifetime(deps: Pick<AppDeps, 'auth'>, headers: Headers): Promise<void> {
  const found = await deps.auth.api.getSession({ headers, query: { disableRefresh: true } });
  if (found) await endedPastLifetime(deps, headers, found.session);
}

/** Reads the session cookie into `actor` (null when signed out). Never refuses by itself. */
export function loadActor(deps: SessionDeps): MiddlewareHandler<AppEnv> {
  return createMiddleware<AppEnv>(async (c, next) => {
    // Without a cookie there is no session to read: health checks and public pages skip the whole read.
    if (!c.req.raw.headers.get('cookie')) {
      c.set('actor', null);
      await next();
      return;
    }
    const { actor, setCookies } = await readActor(deps, c.req.raw.headers);
    c.set('actor', actor);
    await next();
    for (const cookie of setCookies) c.res.headers.append('set-cookie', cookie);
  });
}

/** A staff member the agency requires two-factor sign-in of, who has not set it up yet. */
export const mustSetUpTwoFactor = (actor: Actor) => actor.twoFactor.required && !actor.twoFactor.enabled;

/**
 * Whoever is signed in, including a staff member who must set up two-factor sign-in first: only the
 * routes that setup needs (who am I, the branding) read the caller this way.
 */
export function signedInActor(c: Context<AppEnv>): Actor {
  const actor = c.get('actor');
  if (!actor) throw new AppError('unauthorized', messages.common.notAuthenticated);
  return actor;
}

/**
 * The caller, on every route behind a guard. A staff member the agency requires two-factor sign-in of
 * reaches nothing until it is on (decision 047): the setup itself runs on the auth library's routes.
 */
export function currentActor(c: Context<AppEnv>): Actor {
  const actor = signedInActor(c);
  if (mustSetUpTwoFactor(actor))
    throw new AppError('two_factor_setup_required', twoFactorMessages.setupRequired);
  return actor;
}

export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  currentActor(c);
  await next();
});

/** Signed in, even before a required two-factor setup (see `signedInActor`). */
export const requireSignedIn = createMiddleware<AppEnv>(async (c, next) => {
  signedInActor(c);
  await next();
});

export const requireClient = createMiddleware<AppEnv>(async (c, next) => {
  clientOf(currentActor(c));
  await next();
});

/**
 * The company a client's person acts for (decision 042): its id is the `client_id` their reads and writes
 * are scoped by. Anyone else is refused, a client's person without a company as having no role.
 */
export function clientOf(actor: Actor): ActorClient {
  if (actor.role === null) throw new AppError('forbidden', messages.guard.noRole);
  if (actor.role !== 'client') throw new AppError('forbidden', messages.guard.clientOnly);
  if (!actor.client) throw new AppError('forbidden', messages.guard.noRole);
  return actor.client;
}

/**
 * Whose client rows `actor` reaches (identity/client-reach.ts): every client's for an admin, the assigned
 * clients' for an account manager, their company's for a client's person. Anyone else is refused.
 */
export function reachOf(actor: Actor): Reach {
  if (actor.role === 'admin') return { kind: 'every' };
  if (actor.role === 'manager') return { kind: 'managed', staffId: actor.user.id };
  return { kind: 'company', clientId: clientOf(actor).id };
}

/** The caller's reach, for a route behind a guard. */
export const currentReach = (c: Context<AppEnv>): Reach => reachOf(currentActor(c));

/** The calling client's company, for a route behind `requireClient`. */
export const currentClient = (c: Context<AppEnv>): ActorClient => clientOf(currentActor(c));

/** A client's person whose role in their company grants `ability` (shared/domain/client-roles.ts). */
export function requireClientAbility(ability: Exclude<ClientAbility, 'work'>) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const client = currentClient(c);
    if (!clientRoleCan(client.role, ability)) throw new AppError('forbidden', clientAbilityRefusals[ability]);
    await next();
  });
}

/** An admin: the agency's settings, team, applications and system, and what only admins decide (decision 043). */
export const requireAdmin = createMiddleware<AppEnv>(async (c, next) => {
  const { role } = currentActor(c);
  if (role === null) throw new AppError('forbidden', messages.guard.noRole);
  if (role !== 'admin') throw new AppError('forbidden', messages.guard.adminOnly);
  await next();
});

/**
 * The agency's staff, an admin or an account manager: the route then limits itself to the caller's reach
 * (`currentReach`), so a manager acts only on their clients.
 */
export const requireStaff = createMiddleware<AppEnv>(async (c, next) => {
  const { role } = currentActor(c);
  if (role === null) throw new AppError('forbidden', messages.guard.noRole);
  if (!isStaff(role)) throw new AppError('forbidden', messages.guard.adminOnly);
  await next();
});

/** A client or a staff member: each then sees only what its reach allows (a user without a role is refused). */
export const requireClientOrStaff = createMiddleware<AppEnv>(async (c, next) =>
  isStaff(currentActor(c).role) ? requireStaff(c, next) : requireClient(c, next),
);
