import { type Context, Hono } from 'hono';
import type { z } from 'zod';
import { authBodies, verifyEmailQuery } from '../../../shared/contracts/auth';
import { twoFactorBodies } from '../../../shared/contracts/two-factor';
import { messages } from '../../../shared/messages';
import { type AuditPerson, auditPersonById } from '../../audit/audit-person';
import { auditWho } from '../../audit/audit-who';
import { recordAudit } from '../../audit/record-audit';
import { CLIENT_IP_HEADER } from '../../auth/auth';
import { verifiedCallbackUrl } from '../../auth/auth-emails';
import type { AppDeps, AppEnv } from '../../http/app-env';
import { clientIp } from '../../http/client-ip';
import { errorBody } from '../../http/errors';
import { endSessionPastLifetime } from '../../http/session';
import { validationError } from '../../http/validation';
import { recordSignIn, signedInUserId } from './audit-auth';
import { withOurErrorShape } from './library-errors';
import { reserveSignIn, settleSignIn } from './sign-in-throttle';
import { twoFactorSteps } from './two-factor-steps';

/**
 * The auth library, the database that keeps the sign-in throttle, the counters of the per-address limit,
 * and whether to trust the proxy.
 */
type AuthRoutesDeps = Pick<AppDeps, 'auth' | 'db' | 'config' | 'rateLimiter' | 'verifiedSessionCookies'>;

/** The window of SIGN_INS_PER_MINUTE, and the wait answered when an address has used it up. */
const SIGN_IN_REQUEST_WINDOW_SECONDS = 60;

/**
 * The auth library's routes that the product uses, each checked by its contract before the library sees
 * it. Every other path under /api/auth (update-user, verify-password, list-sessions, sign-up ...) is not
 * served: 404, or 405 for a served path with another method.
 */
const served = {
  'POST /sign-in/email': authBodies.signIn,
  'POST /sign-out': authBodies.none,
  'GET /get-session': null,
  'POST /change-password': authBodies.changePassword,
  'POST /request-password-reset': authBodies.requestPasswordReset,
  'POST /reset-password': authBodies.resetPassword,
  'POST /send-verification-email': authBodies.sendVerificationEmail,
  'GET /verify-email': verifyEmailQuery,
  // Two-factor sign-in (decision 047), through two-factor-steps.ts.
  'POST /two-factor/enable': twoFactorBodies.enable,
  'POST /two-factor/verify-totp': twoFactorBodies.verifyTotp,
  'POST /two-factor/verify-backup-code': twoFactorBodies.verifyRecoveryCode,
  'POST /two-factor/generate-backup-codes': twoFactorBodies.newRecoveryCodes,
  'POST /two-factor/disable': twoFactorBodies.disable,
} as const;

type Checked = { body?: unknown } | { refused: Response };

export function authRoutes(deps: AuthRoutesDeps) {
  const app = new Hono<AppEnv>();

  /** Hands the request to the auth library with our client address, and answers in our error shape. */
  async function forward(c: Context<AppEnv>, body: unknown, url = c.req.url): Promise<Response> {
    const headers = new Headers(c.req.raw.headers);
    headers.delete(CLIENT_IP_HEADER);
    headers.delete('content-length');
    const ip = clientIp(c, deps.config.trustProxy);
    // Every limit of the library counts per address: one handed no address it can read would be counted
    // in a single bucket shared with every other such request (its reset mails, its verification mails).
    if (!ip) return c.json(errorBody('bad_request', messages.common.addressUnknown), 400);
    headers.set(CLIENT_IP_HEADER, ip);
    // The 30-day limit holds on the auth library's routes too (get-session, change-password ...).
    if (c.req.header('cookie')) await endSessionPastLifetime(deps, headers);
    // Hono runs a HEAD as its GET route and drops the body; the library serves only the GET.
    const init: RequestInit = { method: c.req.method === 'HEAD' ? 'GET' : c.req.method, headers };
    if (c.req.method === 'POST') {
      headers.set('content-type', 'application/json');
      init.body = JSON.stringify(body ?? {});
    }
    return withOurErrorShape(await deps.auth.handler(new Request(url, init)));
  }

  const twoFactor = twoFactorSteps(deps, forward);
  // biome-ignore lint/suspicious/noExplicitAny: each body was checked by its route's contract just before
  const twoFactorRoutes: Record<string, (c: Context<AppEnv>, body: any) => Promise<Response>> = {
    'POST /two-factor/enable': twoFactor.enable,
    'POST /two-factor/verify-totp': twoFactor.verifyTotp,
    'POST /two-factor/verify-backup-code': twoFactor.verifyRecoveryCode,
    'POST /two-factor/generate-backup-codes': twoFactor.newRecoveryCodes,
    'POST /two-factor/disable': twoFactor.disable,
  };

  for (const [route, contract] of Object.entries(served)) {
    const [method, path] = route.split(' ') as ['GET' | 'POST', string];
    app.on(method, `/auth${path}`, async (c) => {
      const checked = await check(c, contract);
      if ('refused' in checked) return checked.refused;
      if (route === 'POST /sign-in/email')
        return signIn(c, checked.body as z.infer<typeof authBodies.signIn>);
      const step = twoFactorRoutes[route];
      if (step) return step(c, checked.body);
      if (route === 'GET /verify-email') return forward(c, undefined, backToOurLoginPage(c.req.url));
      if (route === 'POST /sign-out') return recordedForCaller(c, checked.body, 'sign_out');
      if (route === 'POST /change-password') return recordedForCaller(c, checked.body, 'password_changed');
      return forward(c, checked.body);
    });
  }

  /**
   * Sign-in goes through the throttle (sign-in-throttle-policy.ts): failures count per email and address,
   * so an attacker's wrong guesses slow the attacker down, not the owner signing in from elsewhere.
   */
  async function signIn(c: Context<AppEnv>, body: z.infer<typeof authBodies.signIn>) {
    const attempt = { email: body.email, address: clientIp(c, deps.config.trustProxy) ?? 'unknown' };
    // Sign-in requests per address a minute (SIGN_INS_PER_MINUTE), successful or not, across instances.
    const requests = await deps.rateLimiter.hit(`sign-in:${attempt.address}`, SIGN_IN_REQUEST_WINDOW_SECONDS);
    if (requests > deps.config.signInsPerMinute)
      return recordedSignIn(c, body.email, tooManyAttempts(c, SIGN_IN_REQUEST_WINDOW_SECONDS));
    const { waitSeconds } = await reserveSignIn(deps.db, attempt);
    if (waitSeconds > 0) return recordedSignIn(c, body.email, tooManyAttempts(c, waitSeconds));
    const response = await forward(c, body);
    const outcome = response.ok ? 'signed-in' : response.status === 401 ? 'wrong-password' : 'other';
    await settleSignIn(deps.db, attempt, outcome);
    return recordedSignIn(c, body.email, response);
  }

  /** Every sign-in's outcome goes into the audit log, refusals with the address tried (audit-auth.ts). */
  async function recordedSignIn(c: Context<AppEnv>, email: string, response: Response) {
    const userId = response.ok ? await signedInUserId(response) : null;
    const signedIn = userId ? await auditPersonById(deps.db, userId) : null;
    await recordSignIn(deps.db, auditWho(c), { email, response, signedIn });
    return response;
  }

  /**
   * A sign-out or a password change, recorded for the person whose session asked once the library has
   * done it. The person is read before: a sign-out ends the session that names them.
   */
  async function recordedForCaller(
    c: Context<AppEnv>,
    body: unknown,
    action: 'sign_out' | 'password_changed',
  ): Promise<Response> {
    const caller = await sessionPerson(c);
    const response = await forward(c, body);
    if (response.ok && caller) {
      await recordAudit(
        deps.db,
        { ...auditWho(c), actor: caller.actor },
        { action, clientId: caller.clientId },
      );
    }
    return response;
  }

  /** The person the request's session cookie belongs to, without refreshing the session; null without one. */
  async function sessionPerson(c: Context<AppEnv>): Promise<AuditPerson | null> {
    if (!c.req.header('cookie')) return null;
    const found = await deps.auth.api.getSession({
      headers: c.req.raw.headers,
      query: { disableRefresh: true },
    });
    return found ? auditPersonById(deps.db, found.user.id) : null;
  }

  /**
   * The library redirects a verification link to its callbackURL. Whatever the link says, that is our own
   * login page: a crafted link must not send users to another site, nor make the library throw.
   */
  function backToOurLoginPage(requestUrl: string): string {
    const url = new URL(requestUrl);
    url.searchParams.set('callbackURL', verifiedCallbackUrl(deps.config.appOrigin));
    return url.toString();
  }

  const servedPaths = new Set(Object.keys(served).map((route) => route.split(' ')[1]));
  app.all('/auth/*', (c) => {
    const known = servedPaths.has(c.req.path.slice('/api/auth'.length));
    return known
      ? c.json(errorBody('method_not_allowed', 'This route does not accept that method'), 405)
      : c.json(errorBody('not_found', 'No such API route'), 404);
  });

  return app;
}

async function check(c: Context, contract: z.ZodType | null): Promise<Checked> {
  if (!contract) return {};
  let input: unknown = c.req.query();
  if (c.req.method === 'POST') {
    const text = await c.req.text();
    // Postgres cannot store a NUL character; refuse it here rather than fail inside the auth library.
    if (text.includes('\\u0000'))
      return refuse(c, 'bad_request', 'The request contains a character that is not allowed.');
    try {
      input = text.trim() ? JSON.parse(text) : {};
    } catch {
      return refuse(c, 'bad_request', 'The request body is not valid JSON.');
    }
  }
  const parsed = contract.safeParse(input);
  if (parsed.success) return { body: parsed.data };
  const { code, message, fields } = validationError(parsed.error);
  return { refused: c.json(errorBody(code, message, fields), 400) };
}

function refuse(c: Context, code: 'bad_request', message: string): Checked {
  return { refused: c.json(errorBody(code, message), 400) };
}

// One message for every sign-in limit: the throttle's and the per-address requests a minute.
function tooManyAttempts(c: Context, retryAfterSeconds: number) {
  return c.json(errorBody('rate_limited', messages.login.tooManyAttempts), 429, {
    'Retry-After': String(retryAfterSeconds),
  });
}
