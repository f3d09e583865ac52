import type { Context } from 'hono';
import type { z } from 'zod';
import type { twoFactorBodies } from '../../../shared/contracts/two-factor';
import { twoFactorMessages } from '../../../shared/domain/two-factor';
import { messages } from '../../../shared/messages';
import { type AuditWho, actingAs, auditPersonById } from '../../audit/audit-person';
import { auditWho } from '../../audit/audit-who';
import { recordAudit } from '../../audit/record-audit';
import { requirePasswordAndCode } from '../../auth/require-password-and-code';
import type { AppDeps, AppEnv } from '../../http/app-env';
import { errorBody } from '../../http/errors';
import { mustSetUpTwoFactor, readActor } from '../../http/session';
import { pendingSignInUserId } from './pending-sign-in';
import { withTwoFactorWording } from './two-factor-wording';

type Deps = Pick<AppDeps, 'auth' | 'db' | 'config' | 'rateLimiter' | 'verifiedSessionCookies'>;
/** Hands a checked body to the auth library (routes.ts), answering in our error shape. */
type Forward = (c: Context<AppEnv>, body: unknown) => Promise<Response>;
type Bodies = { [K in keyof typeof twoFactorBodies]: z.infer<(typeof twoFactorBodies)[K]> };

/**
 * Two-factor sign-in's steps on the auth library's two-factor plugin (decision 047), each recorded in the
 * audit log once the library has answered. The library writes its own rows, so the audit rows follow its
 * answer rather than share its transaction (as for sign-in, audit-auth.ts).
 */
export function twoFactorSteps(deps: Deps, forward: Forward) {
  const library = async (c: Context<AppEnv>, body: unknown) => withTwoFactorWording(await forward(c, body));

  /** The signed-in caller (their two-factor and the agency's requirement included), or null. */
  const caller = async (c: Context<AppEnv>) => (await readActor(deps, c.req.raw.headers)).actor;

  async function record(
    who: AuditWho,
    userId: string,
    action: 'two_factor_enabled' | 'two_factor_disabled' | 'recovery_codes_renewed',
  ) {
    const person = await auditPersonById(deps.db, userId);
    if (person)
      await recordAudit(deps.db, actingAs(who, person.actor), { action, clientId: person.clientId });
  }

  /**
   * Turning two-factor on ends the person's other sessions: one made with the password alone before (a
   * phished password, say) must not outlive the second factor. The library keeps the session it just
   * issued in `response`; its deletion hook ends the others' event streams.
   */
  async function endOtherSessions(response: Response) {
    const cookie = response.headers
      .getSetCookie()
      .map((setCookie) => setCookie.split(';')[0])
      .join('; ');
    await deps.auth.api.revokeOtherSessions({ headers: new Headers({ cookie }) });
  }

  /**
   * A code after the password, from the app or a recovery code: the session is made only now. A wrong
   * code is refused and counted (five a sign-in, ten in a row lock the account for a while); each try
   * counts against the address's sign-ins a minute too.
   */
  async function codeAtSignIn(c: Context<AppEnv>, body: unknown, kind: 'app' | 'recovery') {
    const who = auditWho(c);
    const requests = await deps.rateLimiter.hit(`sign-in:${who.ip ?? 'unknown'}`, 60);
    if (requests > deps.config.signInsPerMinute)
      return c.json(errorBody('rate_limited', messages.login.tooManyAttempts), 429, { 'Retry-After': '60' });
    const userId = await pendingSignInUserId(deps.db, c);
    const response = await library(c, body);
    const person = userId ? await auditPersonById(deps.db, userId) : null;
    const as = actingAs(who, person?.actor ?? null);
    const clientId = person?.clientId ?? null;
    if (response.ok) {
      if (kind === 'recovery') await recordAudit(deps.db, as, { action: 'recovery_code_used', clientId });
      await recordAudit(deps.db, as, { action: 'sign_in', clientId, details: { secondStep: kind } });
    } else {
      const refusal = (await response.clone().json()) as { error: { code: string } };
      await recordAudit(deps.db, as, {
        action: 'sign_in_failed',
        clientId,
        details: { reason: refusal.error.code, secondStep: kind },
      });
    }
    return response;
  }

  return {
    /** Starts enrolment after the password: the secret and the codes, not in force before a first code. */
    enable: (c: Context<AppEnv>, body: Bodies['enable']) => library(c, body),

    /** With a session, the first code confirms enrolment (and turns it on); without, the sign-in's step. */
    async verifyTotp(c: Context<AppEnv>, body: Bodies['verifyTotp']) {
      const signedIn = await caller(c);
      if (!signedIn) return codeAtSignIn(c, body, 'app');
      // Once on, a signed-in code check would be a way to test codes outside every per-person limit.
      if (signedIn.twoFactor.enabled)
        return c.json(errorBody('bad_request', twoFactorMessages.alreadyOn), 400);
      const response = await library(c, body);
      if (!response.ok) return response;
      await record(auditWho(c), signedIn.user.id, 'two_factor_enabled');
      await endOtherSessions(response);
      return response;
    },

    /** A recovery code in place of the app's, at sign-in only. */
    async verifyRecoveryCode(c: Context<AppEnv>, body: Bodies['verifyRecoveryCode']) {
      if (await caller(c))
        return c.json(errorBody('bad_request', twoFactorMessages.recoveryCodeAtSignInOnly), 400);
      return codeAtSignIn(c, body, 'recovery');
    },

    /** New recovery codes after the password; the old ones stop working. */
    /**
     * New recovery codes, the old ones spent, with the password and a code: codes are a second factor, so
     * a stolen session and password alone must not mint them.
     */
    async newRecoveryCodes(c: Context<AppEnv>, body: Bodies['newRecoveryCodes']) {
      const signedIn = await caller(c);
      if (!signedIn) return c.json(errorBody('unauthorized', messages.common.notAuthenticated), 401);
      if (!signedIn.twoFactor.enabled) return c.json(errorBody('bad_request', twoFactorMessages.notOn), 400);
      await requirePasswordAndCode(deps, {
        headers: c.req.raw.headers,
        person: { id: signedIn.user.id, twoFactorEnabled: true },
        ...body,
      });
      const response = await library(c, { password: body.password });
      if (response.ok) await record(auditWho(c), signedIn.user.id, 'recovery_codes_renewed');
      return response;
    },

    /**
     * Turning it off takes the password and a code. Staff the agency requires it of keep it: they may
     * replace it (an admin's reset, then a new setup) but not go without.
     */
    async disable(c: Context<AppEnv>, body: Bodies['disable']) {
      const signedIn = await caller(c);
      if (!signedIn) return c.json(errorBody('unauthorized', messages.common.notAuthenticated), 401);
      if (signedIn.twoFactor.required || mustSetUpTwoFactor(signedIn))
        return c.json(errorBody('forbidden', twoFactorMessages.stillRequired), 403);
      if (!signedIn.twoFactor.enabled) return c.json(errorBody('bad_request', twoFactorMessages.notOn), 400);
      await requirePasswordAndCode(deps, {
        headers: c.req.raw.headers,
        person: { id: signedIn.user.id, twoFactorEnabled: signedIn.twoFactor.enabled },
        ...body,
      });
      const response = await library(c, { password: body.password });
      if (response.ok) await record(auditWho(c), signedIn.user.id, 'two_factor_disabled');
      return response;
    },
  };
}
