import type { ClientRole } from '../../shared/domain/client-roles';
import type { Role } from '../../shared/domain/roles';
import type { Auth } from '../auth/auth';
import type { Config } from '../config';
import type { Database, Db } from '../db/connection';
import type { Mailer } from '../mail/mailer';
import type { Payments } from '../payments/payments';
import type { RateLimiter } from '../platform/rate-limiter';
import type { RealtimeHub } from '../realtime/hub';
import type { Storage } from '../storage/storage';
import type { VerifiedSessionCookies } from './verified-session-cookies';

/**
 * Everything a request handler may use. Built once per server (or per test) by `createDeps`, never a
 * module global. Routes hand each domain function only the parts it names.
 */
export type AppDeps = {
  config: Config;
  database: Database;
  db: Db;
  auth: Auth;
  mailer: Mailer;
  payments: Payments;
  storage: Storage;
  realtime: RealtimeHub;
  rateLimiter: RateLimiter;
  /** The session cookies the auth library verified on this instance (decision 040). */
  verifiedSessionCookies: VerifiedSessionCookies;
  /** Signs the unsubscribe links of notification emails (decision 016). */
  unsubscribeSecret: string;
};

export type ActorUser = { id: string; email: string; name: string; emailVerified: boolean; createdAt: Date };

/** The client company a client's person belongs to (its id is the `client_id` of its rows), and their role there. */
export type ActorClient = { id: string; role: ClientRole };

/**
 * Who is calling: decided once per request from the session cookie, on the server. `client` is set for
 * a client's person who belongs to a company, null otherwise.
 */
export type Actor = {
  user: ActorUser;
  sessionId: string;
  role: Role | null;
  client: ActorClient | null;
  twoFactor: ActorTwoFactor;
};

/**
 * The caller's two-factor sign-in (decision 047): whether it is on, and whether the agency requires it of
 * them (staff, when the agency says so). Required and not on, they reach only its setup.
 */
export type ActorTwoFactor = { enabled: boolean; required: boolean };

export type AppEnv = { Variables: { actor: Actor | null; deps: AppDeps } };
