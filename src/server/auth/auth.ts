import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../shared/domain/limits';
import type { Db } from '../db/connection';
import { accounts, authRateLimits, sessions, users, verifications } from '../db/schema/index';
import { passwordProblem } from './password-policy';

/** Our server writes the caller's address here (replacing any client value); the auth library reads it. */
export const CLIENT_IP_HEADER = 'x-agency-client-ip';

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
};

export function createAuth({ db, secret, appOrigin, trustedOrigins }: AuthOptions) {
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
      },
    }),
    emailAndPassword: {
      enabled: true,
      // No open sign-up: accounts come from admin:create, invites and verified purchases, on the server.
      disableSignUp: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      revokeSessionsOnPasswordReset: true,
    },
    session: { expiresIn: SESSION_IDLE_SECONDS, updateAge: DAY_SECONDS },
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: 60,
      max: 100,
      customRules: { '/sign-in/email': { window: 60, max: 20 } },
    },
    advanced: {
      cookiePrefix: 'agency',
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
        const problem = passwordProblem(candidate);
        if (problem) throw new APIError('BAD_REQUEST', { message: problem, code: 'WEAK_PASSWORD' });
      }),
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
