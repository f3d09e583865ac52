import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../domain/limits';
import { messages } from '../messages';

// Fields shared by the two ways a client creates an account (invite registration, purchase onboarding),
// so the web forms and the server check the same SPEC §5 password rules.

export const signupEmailSchema = z
  .string({ error: messages.signup.emailRequired })
  .trim()
  .min(1, messages.signup.emailRequired)
  .max(254, messages.signup.emailInvalid)
  .pipe(z.email(messages.signup.emailInvalid));

export const newPasswordSchema = z
  .string({ error: messages.password.tooShort })
  .min(PASSWORD_MIN_LENGTH, messages.password.tooShort)
  .max(PASSWORD_MAX_LENGTH, messages.password.tooLong);

/** Optional free text: trimmed, and null when empty. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Please keep this under ${max} characters`)
    .nullish()
    .transform((value) => value || null);

export const requiredText = (max: number, message: string) =>
  z.string({ error: message }).trim().min(1, message).max(max, `Please keep this under ${max} characters`);

/** SPEC §5: 'Passwords do not match', reported on the confirmation field. */
export function passwordsMatch(value: { password: string; confirmPassword: string }, ctx: z.RefinementCtx) {
  if (value.password !== value.confirmPassword) {
    ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: messages.password.mismatch });
  }
}

export const accountCreatedSchema = z
  .object({
    userId: z.string(),
    email: z.string(),
    /** False when the verification email could not be sent; the user can ask for it again from the login page. */
    verificationEmailSent: z.boolean(),
  })
  .meta({ id: 'AccountCreated' });

export type AccountCreated = z.infer<typeof accountCreatedSchema>;
