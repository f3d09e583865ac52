import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { twoFactor } from 'better-auth/plugins/two-factor';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../shared/domain/limits';
import { messages } from '../../shared/messages';
import type { Db } from '../db/connection';
import { accounts, authRateLimits, sessions, twoFactors, users, verifications } from '../db/schema/index';
import type { Mailer } from '../mail/mailer';
import {
  RESET_LINK_LIFETIME_SECONDS,
  resetPasswordEmail,
  resetPasswordUrl,
  VERIFICATION_LINK_LIFETIME_SECONDS,
  verificationEmail,
  verifyEmailUrl,
} from './auth-emails';
import { endStreamsWithSession } from './end-streams-with-session';
import { queuedPasswordHashing } from './password-hashing-queue';
import { passwordProblem } from './password-policy';
import { recordPasswordReset } from './record-password-reset';
import { refuseSuspended, refuseSuspendedAfterCreate } from './refuse-suspended';
import { twoFactorOptions } from './two-factor-options';

/** Our server writes the caller's address here (replacing any client value); the auth library reads it. */
export const CLIENT_IP_HEADER = 'x-agency-client-ip';

/** The auth library's cookies are named `agency.<name>` (`__Secure-agency.<name>` over HTTPS). */
export const AUTH_COOKIE_PREFIX = 'agency';

const DAY_SECONDS = 24 * 60 * 60;
/** A session unused for this long ends (the library slides it on use). */
export const SESSION_IDLE_SECONDS = 7 * DAY_SECONDS;
/** A session ends this long after sign-in, however much it is used. */
export const SESSION_ABSOLUTE_SECONDS = 30 * DAY_SECONDS;

const passwordPaths = new Set(['/sign-up/email', '/reset-password', '/change-password']);

export type AuthOptions = {
  db: Db;
  secret: string;
  appOrigin: string;
  trustedOrigins: string[];
  /** Sends the verification and password-reset mail. */
  mailer: Mailer;
};

export function createAuth({ db, secret, appOrigin, trustedOrigins, mailer }: AuthOptions) {
  return betterAuth({
    appName: 'Agency Portal',
    baseURL: appOrigin,
    basePath: '/api/auth',
    secret,
    trustedOrigins,
    telemetry: { enabled: false },
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: users,
        session: sessions,
        account: accounts,
        verification: verifications,
        rateLimit: authRateLimits,
        twoFactor: twoFactors,
      },
    }),
    emailAndPassword: {
      enabled: true,
      // No open sign-up: accounts come from admin:create, invites and verified purchases, on the server.
      disableSignUp: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      revokeSessionsOnPasswordReset: true,
      password: queuedPasswordHashing(),
      // Sign-in waits for a verified address; invites and purchases send the link after the account exists.
      requireEmailVerification: true,
      resetPasswordTokenExpiresIn: RESET_LINK_LIFETIME_SECONDS,
      // The audit log's 'Password reset' (decision 046).
      onPasswordReset: recordPasswordReset(db, CLIENT_IP_HEADER),
      async sendResetPassword({ user, token }) {
        // Logged, not thrown: the answer must be the same whether or not the email has an account.
        try {
          await mailer.send(resetPasswordEmail(user, resetPasswordUrl(appOrigin, token)));
        } catch (error) {
          console.error('Could not send the password reset email to user', user.id, error);
        }
      },
    },
    emailVerification: {
      sendOnSignUp: false,
      sendOnSignIn: false,
      autoSignInAfterVerification: false,
      expiresIn: VERIFICATION_LINK_LIFETIME_SECONDS,
      async sendVerificationEmail({ user, token }) {
        // Always back to our login page, whatever callbackURL the request named.
        await mailer.send(verificationEmail(user, verifyEmailUrl(appOrigin, token)));
      },
    },
    session: { expiresIn: SESSION_IDLE_SECONDS, updateAge: DAY_SECONDS },
    // A code after the password for those who turn it on (decision 047).
    plugins: [twoFactor(twoFactorOptions)],
    // A session's end reaches its open event streams at once, not at their next heartbeat.
    // A suspended account gets no session, even one whose sign-in races the suspension (refuse-suspended.ts).
    databaseHooks: {
      session: {
        create: { before: refuseSuspended(db), after: refuseSuspendedAfterCreate(db) },
        delete: { after: endStreamsWithSession(db) },
      },
    },
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: 60,
      max: 100,
      customRules: {
        // Sign-in's per-address limit is the product's own (features/auth/routes.ts): it counts every
        // sign-in request, those the throttle refuses included, and answers with the throttle's message.
        '/sign-in/email': false,
        // A stolen session must not be a way to guess the current password quickly.
        '/change-password': { window: 15 * 60, max: 10 },
        '/two-factor/enable': { window: 15 * 60, max: 10 },
        '/two-factor/generate-backup-codes': { window: 15 * 60, max: 10 },
        '/two-factor/disable': { window: 15 * 60, max: 10 },
        // Codes per address; a sign-in's own five tries and the account's lock are the plugin's
        // (two-factor-options.ts), so a person mistyping twice is not made to wait.
        '/two-factor/verify-totp': { window: 60, max: 20 },
        '/two-factor/verify-backup-code': { window: 60, max: 20 },
      },
    },
    advanced: {
      cookiePrefix: AUTH_COOKIE_PREFIX,
      useSecureCookies: appOrigin.startsWith('https://'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        if (!passwordPaths.has(ctx.path)) return;
        const body = (ctx.body ?? {}) as { password?: unknown; newPassword?: unknown };
        const candidate = body.newPassword ?? body.password;
        if (typeof candidate !== 'string') return;
        const problem = await passwordProblem(candidate);
        if (problem) throw new APIError('BAD_REQUEST', { message: problem, code: 'WEAK_PASSWORD' });
        // A changed password ends every other session: whoever knew the old one is signed out.
        if (ctx.path === '/change-password') {
          return { context: { ...ctx, body: { ...(ctx.body as object), revokeOtherSessions: true } } };
        }
      }),
      after: createAuthMiddleware(async (ctx) => {
        // The library's 'Email not verified' does not tell the user what to do next.
        const returned = ctx.context.returned;
        if (returned instanceof APIError && returned.body?.code === 'EMAIL_NOT_VERIFIED') {
          throw new APIError('FORBIDDEN', {
            message: messages.verification.emailNotVerified,
            code: 'EMAIL_NOT_VERIFIED',
          });
        }
      }),
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
