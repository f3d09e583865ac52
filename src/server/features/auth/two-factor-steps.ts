import type { Context } from 'hono';
import type { z } from 'zod';
import type { twoFactorBodies } from '../../../shared/contracts/two-factor';
import { twoFactorMessages } from '../../../shared/domain/two-factor';
import { messages } from '../../../shared/messages';
import { type AuditWho, actingAs, auditPersonById } from '../../audit/audit-person';
import { auditWho } from '../../audit/audit-who';
import { recordAudit } from '../../audit/record-audit';
import { confirmPasswordAndCode } from '../../auth/confirm-password-and-code';
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

  async function record(who: AuditWho, userId: string, action: 'two_factor_enabled' | 'two_factor_disabled') {
    const person = await auditPersonById(deps.db, userId);
    if (person)
      await recordAudit(deps.db, actingAs(who, person.actor), { action, clientId: person.clientId });
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
      const response = await library(c, body);
      if (response.ok && !signedIn.twoFactor.enabled)
        await record(auditWho(c), signedIn.user.id, 'two_factor_enabled');
      return response;
    },

    /** A recovery code in place of the app's, at sign-in only. */
    async verifyRecoveryCode(c: Context<AppEnv>, body: Bodies['verifyRecoveryCode']) {
      if (await caller(c))
        return c.json(errorBody('bad_request', twoFactorMessages.recoveryCodeAtSignInOnly), 400);
      return codeAtSignIn(c, body, 'recovery');
    },

    /** New recovery codes after the password; the old ones stop working. */
    async newRecoveryCodes(c: Context<AppEnv>, body: Bodies['newRecoveryCodes']) {
      const signedIn = await caller(c);
      const response = await library(c, body);
      if (response.ok && signedIn) {
        const person = await auditPersonById(deps.db, signedIn.user.id);
        if (person)
          await recordAudit(deps.db, actingAs(auditWho(c), person.actor), {
            action: 'recovery_codes_renewed',
            clientId: person.clientId,
          });
      }
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
      const confirmed = await confirmPasswordAndCode(deps, {
        headers: c.req.raw.headers,
        userId: signedIn.user.id,
        ...body,
      });
      if (confirmed === 'wrong_password')
        return c.json(errorBody('wrong_password', twoFactorMessages.wrongPassword), 400);
      if (confirmed === 'wrong_code')
        return c.json(errorBody('wrong_code', twoFactorMessages.wrongCode), 400);
      const response = await library(c, { password: body.password });
      if (response.ok) await record(auditWho(c), signedIn.user.id, 'two_factor_disabled');
      return response;
    },
  };
}
