import type { Context, MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import { messages } from '../../shared/messages';
import { SESSION_ABSOLUTE_SECONDS } from '../auth/auth';
import { AppError } from '../core/errors';
import { getUserRole } from '../identity/get-user-role';
import type { Actor, AppDeps, AppEnv } from './app-env';

/** What reading a session uses: the auth library, and the database for the role. */
type SessionDeps = Pick<AppDeps, 'auth' | 'db'>;

/**
 * Who the session cookie in `headers` belongs to, or null. `setCookies` carries what the auth library
 * answers beside the session: a refreshed cookie, or the clearing of one it refused.
 *
 * The library's own read, on every request and from the database: a session ended anywhere (sign-out, a
 * password change or reset, 'sign out other sessions', a suspension) is refused on its very next request,
 * on every instance. Its cookie cache is off for that reason: a cached session answers until the cache's
 * maxAge, even after the session was deleted. A session past its absolute lifetime is ended here, whatever
 * the sliding expiry says. The role is read after the session (a user without a role row has none).
 */
export async function readActor(
  deps: SessionDeps,
  requestHeaders: Headers,
): Promise<{ actor: Actor | null; setCookies: string[] }> {
  const { headers, response } = await deps.auth.api.getSession({
    headers: requestHeaders,
    returnHeaders: true,
  });
  const setCookies = headers.getSetCookie();
  if (!response) return { actor: null, setCookies };
  const { session, user } = response;
  if (await endedPastLifetime(deps, requestHeaders, session)) return { actor: null, setCookies: [] };
  const role = await getUserRole({ db: deps.db, userId: user.id });
  return { actor: { user, sessionId: session.id, role }, setCookies };
}

type SessionTimes = { createdAt: Date | string; token: string };

async function endedPastLifetime(
  deps: Pick<AppDeps, 'auth'>,
  headers: Headers,
  session: SessionTimes,
): Promise<boolean> {
  const age = (Date.now() - new Date(session.createdAt).getTime()) / 1000;
  if (age <= SESSION_ABSOLUTE_SECONDS) return false;
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

export function currentActor(c: Context<AppEnv>): Actor {
  const actor = c.get('actor');
  if (!actor) throw new AppError('unauthorized', messages.common.notAuthenticated);
  return actor;
}

export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  currentActor(c);
  await next();
});

export const requireClient = createMiddleware<AppEnv>(async (c, next) => {
  const { role } = currentActor(c);
  if (role === null) throw new AppError('forbidden', messages.guard.noRole);
  if (role !== 'client') throw new AppError('forbidden', messages.guard.clientOnly);
  await next();
});

export const requireAdmin = createMiddleware<AppEnv>(async (c, next) => {
  const { role } = currentActor(c);
  if (role === null) throw new AppError('forbidden', messages.guard.noRole);
  if (role !== 'admin') throw new AppError('forbidden', messages.guard.adminOnly);
  await next();
});

/** A client or an admin: each then sees only what its role allows (a user without a role is refused). */
export const requireClientOrAdmin = createMiddleware<AppEnv>(async (c, next) =>
  currentActor(c).role === 'admin' ? requireAdmin(c, next) : requireClient(c, next),
);
