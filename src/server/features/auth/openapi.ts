import { type OpenAPIHono, z } from '@hono/zod-openapi';
import {
  codeStepSchema,
  recoveryCodesSchema,
  twoFactorBodies,
  twoFactorEnrolmentSchema,
} from '../../../shared/contracts/two-factor';
import type { AppEnv } from '../../http/app-env';
import { json, refusals } from '../../http/openapi';

const ok = json(z.object({ status: z.boolean() }), 'Done');
const emailBody = (extra: Record<string, z.ZodType> = {}) => ({
  content: { 'application/json': { schema: z.object({ email: z.email(), ...extra }) } },
});
const user = z.object({ id: z.string(), email: z.string(), name: z.string(), emailVerified: z.boolean() });

/**
 * The auth library serves /api/auth/* itself, so its routes cannot describe themselves like ours do.
 * These are the ones the product uses; the library's others (sign-up among them) stay closed.
 */
export function describeAuthRoutes(app: OpenAPIHono<AppEnv>) {
  const document = app.openAPIRegistry.registerPath.bind(app.openAPIRegistry);
  const tags = ['auth'];

  document({
    method: 'post',
    path: '/api/auth/sign-in/email',
    tags,
    summary: 'Sign in; sets the session cookie. Limited per email and per address (429)',
    request: { body: emailBody({ password: z.string() }) },
    responses: {
      200: json(
        z.union([z.object({ user }), codeStepSchema]),
        'Signed in; or, with two-factor on, the password was right and a code must follow (no session yet)',
      ),
      400: refusals[400],
      401: { description: 'Wrong email or password (the same answer for both)' },
      403: { description: 'EMAIL_NOT_VERIFIED: the address is not verified yet' },
      429: { description: 'Too many attempts' },
    },
  });
  document({
    method: 'post',
    path: '/api/auth/sign-out',
    tags,
    summary: 'End the session on the server and clear the cookie',
    responses: { 200: json(z.object({ success: z.boolean() }), 'Signed out') },
  });
  document({
    method: 'get',
    path: '/api/auth/get-session',
    tags,
    summary: 'The current session and user, or null',
    responses: { 200: json(z.object({ user }).nullable(), 'The session, or null') },
  });
  document({
    method: 'post',
    path: '/api/auth/change-password',
    tags,
    summary: 'Change the password (password rules apply); ends every other session',
    request: {
      body: {
        content: {
          'application/json': { schema: z.object({ currentPassword: z.string(), newPassword: z.string() }) },
        },
      },
    },
    responses: { 200: json(z.object({ user }), 'Changed'), 400: refusals[400], 401: refusals[401] },
  });
  document({
    method: 'post',
    path: '/api/auth/request-password-reset',
    tags,
    summary: 'Mail a reset link; the same answer whether or not the email has an account',
    request: { body: emailBody({ redirectTo: z.string().optional() }) },
    responses: { 200: ok },
  });
  document({
    method: 'post',
    path: '/api/auth/reset-password',
    tags,
    summary: 'Set a new password with a single-use, expiring token (INVALID_TOKEN otherwise)',
    request: {
      body: {
        content: {
          'application/json': { schema: z.object({ token: z.string(), newPassword: z.string() }) },
        },
      },
    },
    responses: { 200: ok, 400: refusals[400] },
  });
  document({
    method: 'post',
    path: '/api/auth/send-verification-email',
    tags,
    summary: 'Mail a new verification link; the same answer for unknown or verified emails',
    request: { body: emailBody() },
    responses: { 200: ok },
  });
  document({
    method: 'get',
    path: '/api/auth/verify-email',
    tags,
    summary: 'Verify an address from the mailed link, then redirect to /login',
    request: { query: z.object({ token: z.string(), callbackURL: z.string().optional() }) },
    responses: { 302: { description: 'Back to /login, verified or with an error' } },
  });
  describeTwoFactorRoutes(document);
}

const jsonBody = (schema: z.ZodType) => ({ content: { 'application/json': { schema } } });

/** Two-factor sign-in (decision 047): the library's plugin, served through two-factor-steps.ts. */
function describeTwoFactorRoutes(document: OpenAPIHono<AppEnv>['openAPIRegistry']['registerPath']) {
  const tags = ['auth'];
  const signedIn = z.object({ token: z.string(), user });
  document({
    method: 'post',
    path: '/api/auth/two-factor/enable',
    tags,
    summary:
      'Start two-factor enrolment with the password: the secret and ten recovery codes, in force once a first code confirms them',
    request: { body: jsonBody(twoFactorBodies.enable) },
    responses: {
      200: json(twoFactorEnrolmentSchema, 'Enrolment started'),
      400: refusals[400],
      401: refusals[401],
    },
  });
  document({
    method: 'post',
    path: '/api/auth/two-factor/verify-totp',
    tags,
    summary:
      "The authenticator's code: after the password at sign-in (sets the session; five tries a sign-in, ten wrong in a row lock the account for 15 minutes), or signed in, to confirm enrolment",
    request: { body: jsonBody(twoFactorBodies.verifyTotp) },
    responses: {
      200: json(signedIn, 'Right code'),
      400: refusals[400],
      401: { description: 'wrong_code, or sign_in_again when the code step ran out of time or tries' },
      429: { description: 'two_factor_locked, or rate_limited' },
    },
  });
  document({
    method: 'post',
    path: '/api/auth/two-factor/verify-backup-code',
    tags,
    summary: 'A recovery code in place of the authenticator at sign-in; each works once',
    request: { body: jsonBody(twoFactorBodies.verifyRecoveryCode) },
    responses: {
      200: json(signedIn, 'Right code, now spent'),
      400: refusals[400],
      401: { description: 'wrong_code, or sign_in_again' },
      429: { description: 'two_factor_locked, or rate_limited' },
    },
  });
  document({
    method: 'post',
    path: '/api/auth/two-factor/generate-backup-codes',
    tags,
    summary: 'Ten new recovery codes with the password; the old ones stop working',
    request: { body: jsonBody(twoFactorBodies.newRecoveryCodes) },
    responses: { 200: json(recoveryCodesSchema, 'The new codes'), 400: refusals[400], 401: refusals[401] },
  });
  document({
    method: 'post',
    path: '/api/auth/two-factor/disable',
    tags,
    summary:
      "Turn two-factor sign-in off with the password and a code (the authenticator's or a recovery code); refused to staff the agency requires it of",
    request: { body: jsonBody(twoFactorBodies.disable) },
    responses: { 200: ok, 400: refusals[400], 401: refusals[401], 403: refusals[403] },
  });
}
