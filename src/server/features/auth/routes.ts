import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { messages } from '../../../shared/messages';
import { CLIENT_IP_HEADER } from '../../auth/auth';
import type { AppDeps } from '../../deps';
import type { AppEnv } from '../../http/app-env';
import { clientIp } from '../../http/client-ip';
import { errorBody } from '../../http/errors';
import { endSessionPastLifetime } from '../../http/session';
import { withOurErrorShape } from './library-errors';

const SIGN_IN_WINDOW_SECONDS = 15 * 60;
const FAILED_SIGN_INS_PER_EMAIL = 5;
const FAILED_SIGN_INS_PER_IP = 30;

const signInBody = z.object({ email: z.string() });

/**
 * Mounts the auth library under /api/auth. Sign-in is limited here, by failed attempts per email and per
 * address, with counters in the database so the limit holds across server instances.
 */
export function authRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();

  app.on(['GET', 'POST'], '/auth/*', async (c) => {
    const ip = clientIp(c, deps.config.trustProxy);
    const headers = new Headers(c.req.raw.headers);
    headers.delete(CLIENT_IP_HEADER);
    if (ip) headers.set(CLIENT_IP_HEADER, ip);
    const body = c.req.method === 'GET' ? undefined : await c.req.raw.arrayBuffer();
    // Postgres cannot store a NUL character; refuse it here rather than fail inside the auth library.
    if (body && new TextDecoder().decode(body).includes('\\u0000')) {
      return c.json(errorBody('bad_request', 'The request contains a character that is not allowed.'), 400);
    }
    const request = new Request(c.req.url, { method: c.req.method, headers, body });
    // The 30-day limit holds on the auth library's routes too (get-session, change-password ...).
    if (c.req.header('cookie')) await endSessionPastLifetime(deps, headers);

    if (c.req.method !== 'POST' || c.req.path !== '/api/auth/sign-in/email')
      return withOurErrorShape(await deps.auth.handler(request));

    const parsed = body ? signInBody.safeParse(safeJson(body)) : undefined;
    const keys = [`sign-in:ip:${ip ?? 'unknown'}`];
    if (parsed?.success) keys.push(`sign-in:email:${parsed.data.email.trim().toLowerCase()}`);
    // Each attempt is counted before it is tried, so parallel guesses cannot all slip under the limit;
    // an attempt that was not a wrong password is taken back afterwards.
    const [ipCount = 0, emailCount = 0] = await Promise.all(
      keys.map((k) => deps.rateLimiter.hit(k, SIGN_IN_WINDOW_SECONDS)),
    );
    if (ipCount > FAILED_SIGN_INS_PER_IP || emailCount > FAILED_SIGN_INS_PER_EMAIL) return tooManyAttempts(c);
    const response = await deps.auth.handler(request);
    if (response.status === 429) return tooManyAttempts(c);
    if (response.status !== 401) await Promise.all(keys.map((k) => deps.rateLimiter.release(k)));
    return withOurErrorShape(response);
  });

  return app;
}

// One message for every sign-in limit, ours or the auth library's own per-address limit.
function tooManyAttempts(c: Context) {
  return c.json(errorBody('rate_limited', messages.login.tooManyAttempts), 429, {
    'Retry-After': String(SIGN_IN_WINDOW_SECONDS),
  });
}

function safeJson(body: ArrayBuffer): unknown {
  try {
    return JSON.parse(new TextDecoder().decode(body));
  } catch {
    return undefined;
  }
}
