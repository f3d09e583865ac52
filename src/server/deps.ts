import { createAuth } from './auth/auth';
import type { Config } from './config';
import type { Database } from './db/connection';
import type { AppDeps } from './http/app-env';
import { loopbackTwins } from './http/origins';
import { createVerifiedSessionCookies } from './http/verified-session-cookies';
import { type MailLog, withLinksInLogOutsideProduction } from './mail/links-in-log';
import type { Mailer } from './mail/mailer';
import { selectMailer } from './mail/select-mailer';
import { withAgencyLogo } from './mail/with-agency-logo';
import type { Payments } from './payments/payments';
import { selectPayments } from './payments/select-payments';
import { createRateLimiter } from './platform/rate-limiter';
import { createRealtimeHub } from './realtime/hub';
import { selectStorage } from './storage/select-storage';
import type { Storage } from './storage/storage';

/** The origins whose pages may write through the API: the cross-site guard's and the auth library's list. */
export function allowedOrigins(config: Config): string[] {
  if (config.isProduction) return [config.appOrigin];
  // Outside production localhost and 127.0.0.1 are one place (the terminal shows either), and the
  // Vite dev server proxies the API during `npm run dev`.
  return [...loopbackTwins(config.appOrigin), ...loopbackTwins('http://localhost:5173')];
}

export function createDeps(
  config: Config,
  database: Database,
  options: {
    authSecret: string;
    mailer?: Mailer;
    storage?: Storage;
    payments?: Payments;
    /** Where each email's links are written outside production; the server's log unless a test listens. */
    mailLog?: MailLog;
  },
): AppDeps {
  const { db } = database;
  // Every email shows the agency's logo once one is uploaded.
  const branded = withAgencyLogo(options.mailer ?? selectMailer(config, db), {
    db,
    appOrigin: config.appOrigin,
  });
  // Outside production its links are printed too, so a newcomer can verify without an inbox.
  const mailer = withLinksInLogOutsideProduction(branded, {
    isProduction: config.isProduction,
    log: options.mailLog ?? console.log,
  });
  return {
    config,
    database,
    db,
    auth: createAuth({
      db,
      secret: options.authSecret,
      appOrigin: config.appOrigin,
      trustedOrigins: allowedOrigins(config),
      mailer,
    }),
    mailer,
    payments: options.payments ?? selectPayments(config, db),
    storage: options.storage ?? selectStorage(config),
    realtime: createRealtimeHub(database),
    rateLimiter: createRateLimiter(db),
    verifiedSessionCookies: createVerifiedSessionCookies(),
    unsubscribeSecret: options.authSecret,
  };
}
