import type { NotificationMailDeps } from '../../src/server/notifications/send-due-emails';
import { TEST_ORIGIN, type TestApp } from './test-app';

/** What the notification email pass needs, from a test app: its database, outbox mailer and secret. */
export const notificationMailDeps = (t: TestApp): NotificationMailDeps => ({
  db: t.db,
  mailer: t.deps.mailer,
  appOrigin: TEST_ORIGIN,
  unsubscribeSecret: t.deps.unsubscribeSecret,
});
