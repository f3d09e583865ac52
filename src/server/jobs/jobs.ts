import { PgBoss } from 'pg-boss';
import type { Database } from '../db/connection';
import { type NotificationMailDeps, sendDueNotificationEmails } from '../notifications/send-due-emails';
import type { RealtimeHub } from '../realtime/hub';

/** The background work of a running server: notification emails now; reminders and the digest later. */
export type Jobs = { start(): Promise<void>; stop(): Promise<void> };

const EMAIL_QUEUE = 'notification-emails';

/**
 * Background jobs on pg-boss (decision 016), in the product's own database (PostgreSQL, or the embedded
 * one): its cron runs each schedule once a minute across every instance and survives restarts, since what
 * is due lives in rows, not in memory. Between those runs a new notification nudges this instance to send
 * at once; several instances sending together is safe (send-due-emails.ts claims with SKIP LOCKED).
 */
export function createJobs({
  database,
  realtime,
  mail,
}: {
  database: Database;
  realtime: RealtimeHub;
  mail: NotificationMailDeps;
}): Jobs {
  const boss = new PgBoss(database.jobQueueConnection());
  boss.on('error', (error) => console.error('The job queue reported an error', error));
  let unsubscribe: (() => void) | undefined;
  let running: Promise<void> | undefined;
  let again = false;

  // One pass at a time on this instance; a nudge during a pass asks for one more pass after it.
  const sendEmails = () => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        try {
          await sendDueNotificationEmails(mail);
        } catch (error) {
          console.error('Sending notification emails failed; the next pass tries again', error);
        }
      } while (again);
    })().finally(() => {
      running = undefined;
    });
    return running;
  };

  return {
    async start() {
      await boss.start();
      await boss.createQueue(EMAIL_QUEUE);
      await boss.schedule(EMAIL_QUEUE, '* * * * *');
      await boss.work(EMAIL_QUEUE, async () => sendEmails());
      unsubscribe = realtime.subscribe({
        userId: 'jobs',
        role: 'admin',
        send: (event) => {
          if (event.topic === 'notifications') void sendEmails();
        },
      });
      void sendEmails();
    },
    async stop() {
      unsubscribe?.();
      await boss.stop({ graceful: true, timeout: 5_000 });
      await running;
    },
  };
}
