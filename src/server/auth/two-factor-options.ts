import { generateRandomString } from 'better-auth/crypto';
import type { twoFactor } from 'better-auth/plugins/two-factor';
import {
  CODE_FAILURES_BEFORE_LOCK,
  CODE_LOCK_MINUTES,
  CODE_STEP_MINUTES,
  RECOVERY_CODE_COUNT,
  RECOVERY_CODE_LENGTH,
  TOTP_DIGITS,
  TOTP_PERIOD_SECONDS,
} from '../../shared/domain/two-factor';

type TwoFactorOptions = NonNullable<Parameters<typeof twoFactor>[0]>;

/**
 * Recovery codes of lower-case letters and digits (`k3m9p-x2q7d`): people copy them from paper, and the
 * form's schema lower-cases what they type, so a capital never makes a right code wrong.
 */
function recoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const code = generateRandomString(RECOVERY_CODE_LENGTH, 'a-z', '0-9');
    return `${code.slice(0, RECOVERY_CODE_LENGTH / 2)}-${code.slice(RECOVERY_CODE_LENGTH / 2)}`;
  });
}

/** The auth library's two-factor plugin as the product uses it: authenticator codes and recovery codes. */
export const twoFactorOptions = {
  issuer: 'Agency Portal',
  totpOptions: { digits: TOTP_DIGITS, period: TOTP_PERIOD_SECONDS },
  backupCodeOptions: { storeBackupCodes: 'encrypted', customBackupCodesGenerate: recoveryCodes },
  // The code step lasts this long after a right password; its five tries are the plugin's own.
  twoFactorCookieMaxAge: CODE_STEP_MINUTES * 60,
  accountLockout: {
    enabled: true,
    maxFailedAttempts: CODE_FAILURES_BEFORE_LOCK,
    durationSeconds: CODE_LOCK_MINUTES * 60,
  },
} satisfies TwoFactorOptions;
