import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from '../domain/limits';
import { messages } from '../messages';
import { signupEmailSchema } from './signup-fields';

// The bodies of the auth library's routes that the product serves (the library's others are closed).
// The server checks each request against these before the library sees it; unknown fields are dropped.
// Password rules (SPEC §5) are checked by the server's password policy, which words its own messages.

const password = z.string().min(1).max(PASSWORD_MAX_LENGTH);
const token = z.string().min(1).max(512);
/** Where the library redirects after a mailed link; the server sends every link back to its own pages. */
const callbackURL = z.string().max(2048).optional();

// SPEC §5 "Sign-in": both fields must be non-empty; the auth library judges the rest. The login form
// validates with this same schema.
export const signInSchema = z.object({
  email: z
    .string({ error: messages.login.emailRequired })
    .trim()
    .min(1, messages.login.emailRequired)
    .max(254, messages.login.emailInvalid)
    .pipe(z.email(messages.login.emailInvalid)),
  password: z
    .string({ error: messages.login.passwordRequired })
    .min(1, messages.login.passwordRequired)
    .max(PASSWORD_MAX_LENGTH),
  rememberMe: z.boolean().optional(),
});

export const authBodies = {
  signIn: signInSchema,
  changePassword: z.object({ currentPassword: password, newPassword: password }),
  requestPasswordReset: z.object({ email: signupEmailSchema, redirectTo: callbackURL }),
  resetPassword: z.object({ token, newPassword: password }),
  sendVerificationEmail: z.object({ email: signupEmailSchema, callbackURL }),
  /** No body is read. */
  none: z.object({}),
};

export const verifyEmailQuery = z.object({ token, callbackURL });
