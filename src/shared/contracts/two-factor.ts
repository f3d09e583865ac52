import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from '../domain/limits';
import { RECOVERY_CODE_LENGTH, TOTP_DIGITS, twoFactorMessages } from '../domain/two-factor';

// Two-factor sign-in (decision 047). The auth library's two-factor routes are served under /api/auth with
// these bodies; the product's own routes (the agency's requirement, an admin's reset) are under /api/admin.

const password = z.string().min(1).max(PASSWORD_MAX_LENGTH);

/** An authenticator app's code: six digits (spaces a person types between them are dropped). */
export const totpCodeSchema = z
  .string({ error: twoFactorMessages.codeRequired })
  .transform((code) => code.replace(/\s+/g, ''))
  .pipe(z.string().regex(new RegExp(`^\\d{${TOTP_DIGITS}}$`), twoFactorMessages.codeRequired));

/**
 * A recovery code as shown (`k3m9p-x2q7d`: lower-case letters and digits). Capitals, spaces and a missing
 * dash are forgiven, since people copy them from paper.
 */
export const recoveryCodeSchema = z
  .string({ error: twoFactorMessages.recoveryCodeRequired })
  .transform((code) => code.toLowerCase().replace(/[\s-]+/g, ''))
  .pipe(
    z
      .string()
      .min(1, twoFactorMessages.recoveryCodeRequired)
      .max(RECOVERY_CODE_LENGTH, twoFactorMessages.wrongRecoveryCode),
  )
  .transform((code) => `${code.slice(0, RECOVERY_CODE_LENGTH / 2)}-${code.slice(RECOVERY_CODE_LENGTH / 2)}`);

/** Either kind of code, where both are taken (turning two-factor off, the agency's requirement off). */
export const eitherCodeSchema = z
  .string({ error: twoFactorMessages.codeRequired })
  .trim()
  .min(1, twoFactorMessages.codeRequired)
  .max(RECOVERY_CODE_LENGTH + 8, twoFactorMessages.wrongCode);

export const twoFactorBodies = {
  /** Starts enrolment: the password again; answers the secret and the recovery codes (not yet active). */
  enable: z.object({ password }),
  /** At sign-in (after the password) or to confirm enrolment: the app's current code. */
  verifyTotp: z.object({ code: totpCodeSchema }),
  /** At sign-in, in place of the app's code: one recovery code, spent by its use. */
  verifyRecoveryCode: z.object({ code: recoveryCodeSchema }),
  /** New recovery codes replace the old ones: the password and a code (the app's, or a recovery code). */
  newRecoveryCodes: z.object({ password, code: eitherCodeSchema }),
  /** Turning it off: the password and a code (the app's, or a recovery code). */
  disable: z.object({ password, code: eitherCodeSchema }),
};

/** POST /api/auth/two-factor/enable answers with what the authenticator app needs, and the recovery codes. */
export const twoFactorEnrolmentSchema = z
  .object({
    /** `otpauth://totp/…`, drawn as the QR code; its `secret` parameter is the key typed by hand. */
    totpURI: z.string(),
    backupCodes: z.array(z.string()),
  })
  .meta({ id: 'TwoFactorEnrolment' });

/** POST /api/auth/two-factor/generate-backup-codes. */
export const recoveryCodesSchema = z
  .object({ backupCodes: z.array(z.string()) })
  .meta({ id: 'RecoveryCodes' });

/** POST /api/auth/sign-in/email, when the password was right and a code must follow. No session yet. */
export const codeStepSchema = z
  .object({ twoFactorRedirect: z.literal(true), twoFactorMethods: z.array(z.string()) })
  .meta({ id: 'TwoFactorCodeStep' });

/** The signed-in person's two-factor state, on /api/me. */
export const twoFactorStateSchema = z
  .object({
    enabled: z.boolean(),
    /** A staff member without it where the agency requires it: every other route answers 403 until set up. */
    setupRequired: z.boolean(),
    /** The agency requires it for staff, and the person is staff: it cannot be turned off. */
    requiredForYou: z.boolean(),
  })
  .meta({ id: 'TwoFactorState' });

/**
 * PUT /api/admin/settings/two-factor-requirement. Turning the requirement on needs the admin's own
 * two-factor; turning it off needs the admin's password and a code.
 */
export const twoFactorRequirementSchema = z
  .discriminatedUnion('required', [
    z.object({ required: z.literal(true) }),
    z.object({ required: z.literal(false), password, code: eitherCodeSchema }),
  ])
  .meta({ id: 'TwoFactorRequirement' });

export type TwoFactorEnrolment = z.infer<typeof twoFactorEnrolmentSchema>;
export type TwoFactorState = z.infer<typeof twoFactorStateSchema>;
export type TwoFactorRequirement = z.infer<typeof twoFactorRequirementSchema>;
