import { recoveryCodeSchema, totpCodeSchema } from '../../shared/contracts/two-factor';
import type { RateLimiter } from '../platform/rate-limiter';
import type { Auth } from './auth';

/** Codes a signed-in person may try in a window when confirming who they are (not at sign-in). */
const CHECKS_PER_WINDOW = 10;
const CHECK_WINDOW_SECONDS = 15 * 60;

export type ConfirmOutcome = 'confirmed' | 'wrong_password' | 'wrong_code';

/**
 * Whether the signed-in person behind `headers` knows their password and holds their second factor: what
 * turning two-factor sign-in off, or the agency's requirement of it, asks (decision 047). The code is the
 * authenticator's or a recovery code (which it spends). The library counts no wrong code of a signed-in
 * person against the account, so tries are limited here, per person.
 */
export async function confirmPasswordAndCode(
  deps: { auth: Auth; rateLimiter: RateLimiter },
  { headers, userId, password, code }: { headers: Headers; userId: string; password: string; code: string },
): Promise<ConfirmOutcome> {
  const succeeded = (attempt: Promise<unknown>) =>
    attempt.then(
      () => true,
      () => false,
    );
  if (!(await succeeded(deps.auth.api.verifyPassword({ headers, body: { password } }))))
    return 'wrong_password';
  const tries = await deps.rateLimiter.hit(`two-factor-confirm:${userId}`, CHECK_WINDOW_SECONDS);
  if (tries > CHECKS_PER_WINDOW) return 'wrong_code';
  const app = totpCodeSchema.safeParse(code);
  if (app.success)
    return (await succeeded(deps.auth.api.verifyTOTP({ headers, body: { code: app.data } })))
      ? 'confirmed'
      : 'wrong_code';
  const recovery = recoveryCodeSchema.safeParse(code);
  if (!recovery.success) return 'wrong_code';
  const spent = deps.auth.api.verifyBackupCode({
    headers,
    body: { code: recovery.data, disableSession: true },
  });
  return (await succeeded(spent)) ? 'confirmed' : 'wrong_code';
}
