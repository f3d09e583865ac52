import { type Auth, createAuth } from './auth/auth';
import type { Config } from './config';
import type { Database, Db } from './db/connection';
import type { Mailer } from './mail/mailer';
import { selectMailer } from './mail/select-mailer';
import type { Payments } from './payments/payments';
import { selectPayments } from './payments/select-payments';
import { createRateLimiter, type RateLimiter } from './platform/rate-limiter';
import { createRealtimeHub, type RealtimeHub } from './realtime/hub';
import { selectStorage } from './storage/select-storage';
import type { Storage } from './storage/storage';

/** Everything a request handler may use. Built once per server (or per test), never a module global. */
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
};

export function allowedOrigins(config: Config): string[] {
  const origins = [config.appOrigin];
  // The Vite dev server proxies the API during `npm run dev`.
  if (!config.isProduction) origins.push('http://localhost:5173', 'http://127.0.0.1:5173');
  return origins;
}

export function createDeps(
  config: Config,
  database: Database,
  options: { authSecret: string; mailer?: Mailer; storage?: Storage; payments?: Payments },
): AppDeps {
  const { db } = database;
  const mailer = options.mailer ?? selectMailer(config, db);
  return {
    config,
    database,
    db,
    auth: createAuth({
      db,
      secret: options.authSecret,
      appOrigin: config.appOrigin,
      trustedOrigins: allowedOrigins(config),
      signInsPerMinute: config.signInsPerMinute,
      mailer,
    }),
    mailer,
    payments: options.payments ?? selectPayments(config, db),
    storage: options.storage ?? selectStorage(config),
    realtime: createRealtimeHub(database),
    rateLimiter: createRateLimiter(db),
  };
}
