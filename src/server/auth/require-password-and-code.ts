import { recoveryCodeSchema, totpCodeSchema } from '../../shared/contracts/two-factor';
import { twoFactorMessages } from '../../shared/domain/two-factor';
import { AppError } from '../core/errors';
import type { RateLimiter } from '../platform/rate-limiter';
import type { Auth } from './auth';

/** Tries a signed-in person may make in a window when confirming who they are (not at sign-in). */
const CHECKS_PER_WINDOW = 10;
const CHECK_WINDOW_SECONDS = 15 * 60;

const succeeded = (attempt: Promise<unknown>) =>
  attempt.then(
    () => true,
    () => false,
  );

/**
 * Refuses unless the signed-in person behind `headers` knows their password and holds their second factor:
 * what turning two-factor sign-in off, renewing its recovery codes, or stopping the agency's requirement
 * of it asks (decision 047). The code is the authenticator's or a recovery code (which it spends). The
 * library limits neither password nor code tries made through its server API, so every try counts here,
 * per person, before anything is checked: a stolen session is no way to guess either.
 */
export async function requirePasswordAndCode(
  deps: { auth: Auth; rateLimiter: RateLimiter },
  {
    headers,
    person,
    password,
    code,
  }: {
    headers: Headers;
    /** The signed-in person: without two-factor on, there is no code to hold. */
    person: { id: string; twoFactorEnabled: boolean };
    password: string;
    code: string;
  },
): Promise<void> {
  const tries = await deps.rateLimiter.hit(`two-factor-confirm:${person.id}`, CHECK_WINDOW_SECONDS);
  if (tries > CHECKS_PER_WINDOW) throw new AppError('rate_limited', twoFactorMessages.tooManyChecks);
  if (!(await succeeded(deps.auth.api.verifyPassword({ headers, body: { password } }))))
    throw new AppError('wrong_password', twoFactorMessages.wrongPassword);
  const wrongCode = new AppError('wrong_code', twoFactorMessages.wrongCode);
  // An enrolment not yet confirmed holds a secret too: a code of it must not count (nor turn it on).
  if (!person.twoFactorEnabled) throw wrongCode;
  const app = totpCodeSchema.safeParse(code);
  const recovery = recoveryCodeSchema.safeParse(code);
  const checked = app.success
    ? deps.auth.api.verifyTOTP({ headers, body: { code: app.data } })
    : recovery.success
      ? deps.auth.api.verifyBackupCode({ headers, body: { code: recovery.data, disableSession: true } })
      : null;
  if (!checked || !(await succeeded(checked))) throw wrongCode;
}
