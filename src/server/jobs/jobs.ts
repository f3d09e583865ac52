import { PgBoss } from 'pg-boss';
import { backgroundPace } from '../core/background-pace';
import type { Database } from '../db/connection';
import { sendQueuedEmails } from '../mail/email-queue';
import { createScheduledNotifications } from '../notifications/schedule-notifications';
import { type NotificationMailDeps, sendDueNotificationEmails } from '../notifications/send-due-emails';
import type { RealtimeHub } from '../realtime/hub';

/** The background work of a running server: emails, task reminders and the weekly digest. */
export type Jobs = { start(): Promise<void>; stop(): Promise<void> };

const EMAIL_QUEUE = 'notification-emails';
const SCHEDULE_QUEUE = 'scheduled-notifications';
/**
 * At most a quarter of the server's time goes to background work. An email (rendered, stored, marked
 * sent) takes about 9 ms, so that is still some 25 a second, 100,000 an hour; a reminder a few ms.
 */
const BACKGROUND_SHARE = 0.25;

/**
 * Runs `work` one pass at a time on this instance; asking during a pass asks for one more after it. A
 * failed pass is logged and left to the next: what is due lives in rows, so nothing is lost.
 */
function singlePass(name: string, work: () => Promise<unknown>) {
  let running: Promise<void> | undefined;
  let again = false;
  const run = (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        try {
          await work();
        } catch (error) {
          console.error(`${name} failed; the next pass tries again`, error);
        }
      } while (again);
    })().finally(() => {
      running = undefined;
    });
    return running;
  };
  return { run, settled: () => running };
}

/**
 * Background jobs on pg-boss (decision 016), in the product's own database (PostgreSQL, or the embedded
 * one): its cron runs each schedule once a minute across every instance and survives restarts, since what
 * is due lives in rows, not in memory. Between those runs a new notification nudges this instance to send
 * at once. Several instances working together is safe: emails are claimed with SKIP LOCKED
 * (send-due-emails.ts), and scheduled notifications are once-only by tag (schedule-notifications.ts).
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
  // Each email sent and each reminder or digest made gives way to requests (core/background-pace.ts).
  const pace = backgroundPace(BACKGROUND_SHARE);
  const pacedMail = { ...mail, paced: pace.paced };
  // Notification emails, then the agency inbox's queue (decision 017): what a request could not send.
  const emails = singlePass('Sending emails', async () => {
    await sendDueNotificationEmails(pacedMail);
    await sendQueuedEmails(pacedMail);
  });
  const schedule = singlePass('Making reminders and digests', () =>
    createScheduledNotifications({ db: database.db, realtime, paced: pace.paced }),
  );

  return {
    async start() {
      await boss.start();
      for (const [queue, pass] of [
        [EMAIL_QUEUE, emails],
        [SCHEDULE_QUEUE, schedule],
      ] as const) {
        await boss.createQueue(queue);
        await boss.schedule(queue, '* * * * *');
        await boss.work(queue, async () => pass.run());
      }
      // A new notification (a reminder made here included) is sent at once rather than at the next cron.
      unsubscribe = realtime.subscribe({
        userId: 'jobs',
        role: 'admin',
        send: (event) => {
          if (event.topic === 'notifications') void emails.run();
        },
      });
      // What fell due while the server was down, at once.
      void schedule.run();
      void emails.run();
    },
    async stop() {
      unsubscribe?.();
      pace.stop();
      await boss.stop({ graceful: true, timeout: 5_000 });
      await Promise.all([emails.settled(), schedule.settled()]);
    },
  };
}
