import type { Context, MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import { messages } from '../../shared/messages';
import { SESSION_ABSOLUTE_SECONDS } from '../auth/auth';
import type { AppDeps } from '../deps';
import { getUserRole } from '../features/accounts/get-user-role';
import type { Actor, AppEnv } from './app-env';
import { AppError } from './errors';

/** Reads the session cookie into `actor` (null when signed out). Never refuses by itself. */
export function loadActor(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return createMiddleware<AppEnv>(async (c, next) => {
    c.set('actor', null);
    const { headers, response } = await deps.auth.api.getSession({
      headers: c.req.raw.headers,
      returnHeaders: true,
    });
    if (response) {
      const { session, user } = response;
      const age = (Date.now() - new Date(session.createdAt).getTime()) / 1000;
      if (age > SESSION_ABSOLUTE_SECONDS) {
        // Past its absolute lifetime: end it on the server, whatever the sliding expiry says.
        await deps.auth.api.revokeSession({ headers: c.req.raw.headers, body: { token: session.token } });
      } else {
        const role = await getUserRole({ db: deps.db, userId: user.id });
        c.set('actor', { user, sessionId: session.id, role });
      }
    }
    await next();
    // A refreshed session comes with a new cookie: pass it on.
    for (const cookie of headers.getSetCookie()) c.res.headers.append('set-cookie', cookie);
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
