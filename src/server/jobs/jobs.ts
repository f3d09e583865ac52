import { PgBoss, type WorkOptions } from 'pg-boss';
import { removeExpiredAuditEvents } from '../audit/remove-expired-audit-events';
import type { Database } from '../db/connection';
import { sendQueuedEmails } from '../mail/email-queue';
import { createScheduledNotifications } from '../notifications/schedule-notifications';
import { type NotificationMailDeps, sendDueNotificationEmails } from '../notifications/send-due-emails';
import type { RealtimeHub } from '../realtime/hub';

/**
 * The background work of a running server: emails, task and invoice reminders, the weekly digest, audit
 * retention, and what the wiring adds (a plan's scheduled invoices).
 */
export type Jobs = { start(): Promise<void>; stop(): Promise<void> };

const EMAIL_QUEUE = 'notification-emails';
const SCHEDULE_QUEUE = 'scheduled-notifications';
const AUDIT_RETENTION_QUEUE = 'audit-retention';

/** When each queue runs by the clock (cron, UTC): every minute, and the audit retention daily at night. */
const schedules = {
  [EMAIL_QUEUE]: '* * * * *',
  [SCHEDULE_QUEUE]: '* * * * *',
  [AUDIT_RETENTION_QUEUE]: '17 3 * * *',
} as const;

/**
 * Each queue's worker on this instance takes one job at a time, so a pass never runs beside another of its
 * kind here, and the requests share the process with one background pass at most per queue. Polling each
 * second keeps a nudged email a second or so from its notification; an idle poll is one small query.
 */
const ONE_PASS_AT_A_TIME: WorkOptions = { localConcurrency: 1, batchSize: 1, pollingIntervalSeconds: 1 };

/**
 * Work the wiring hands in that lives in a feature, which this platform code may not import (a plan's
 * scheduled invoices): its own queue, run by `cron` (UTC) once across every instance, and once at start.
 * The pass must be safe to run on several instances at once and again after a restart.
 */
export type ExtraPass = { queue: string; cron: string; run: () => Promise<unknown> };

/** Nudges within this many seconds of each other make one pass (pg-boss's debounce). */
const NUDGES_GATHERED_SECONDS = 1;

/**
 * Background jobs on pg-boss (decision 016), in the product's own database (PostgreSQL, or the embedded
 * one): its cron runs each schedule once across every instance (a minute's, a day's) and survives restarts, since what
 * is due lives in rows, not in memory. Between those runs a new notification nudges the queue to send at
 * once. Several instances working together is safe: emails are claimed with SKIP LOCKED
 * (send-due-emails.ts), and scheduled notifications are once-only by tag (schedule-notifications.ts). A
 * failed pass fails its job; what is due lives in rows, so nothing is lost.
 */
export function createJobs({
  database,
  realtime,
  mail,
  extraPasses = [],
}: {
  database: Database;
  realtime: RealtimeHub;
  mail: NotificationMailDeps;
  extraPasses?: readonly ExtraPass[];
}): Jobs {
  const boss = new PgBoss(database.jobQueueConnection());
  boss.on('error', (error) => console.error('The job queue reported an error', error));
  let unsubscribe: (() => void) | undefined;
  const passes = {
    // Notification emails, then the agency inbox's queue (decision 017): what a request could not send.
    [EMAIL_QUEUE]: async () => {
      await sendDueNotificationEmails(mail);
      await sendQueuedEmails(mail);
    },
    [SCHEDULE_QUEUE]: () => createScheduledNotifications({ db: database.db, realtime }),
    // The audit log's events past the agency's retention (decision 046).
    [AUDIT_RETENTION_QUEUE]: async () => {
      const removed = await removeExpiredAuditEvents(database.db);
      if (removed > 0) console.info(`Removed ${removed} audit log events past their retention`);
    },
  } satisfies Record<keyof typeof schedules, () => Promise<unknown>>;
  const queues: ExtraPass[] = [
    ...Object.entries(passes).map(([queue, run]) => ({
      queue,
      cron: schedules[queue as keyof typeof schedules],
      run,
    })),
    ...extraPasses,
  ];
  const nudge = (queue: string) =>
    boss
      .sendDebounced(queue, null, null, NUDGES_GATHERED_SECONDS)
      .catch((error) =>
        console.error(`Could not queue a pass of ${queue}; the next minute's runs it`, error),
      );

  return {
    async start() {
      await boss.start();
      for (const { queue, cron, run } of queues) {
        await boss.createQueue(queue);
        await boss.schedule(queue, cron);
        await boss.work(queue, ONE_PASS_AT_A_TIME, async () => {
          try {
            await run();
          } catch (error) {
            console.error(`A pass of ${queue} failed; the next pass tries again`, error);
            throw error;
          }
        });
      }
      // A new notification (a reminder made here included) is sent at once rather than at the next cron.
      unsubscribe = realtime.subscribe({
        userId: 'jobs',
        role: 'admin',
        send: (event) => {
          if (event.topic === 'notifications') void nudge(EMAIL_QUEUE);
        },
      });
      // What fell due while the server was down, at once (a night's retention missed included).
      await Promise.all(queues.map(({ queue }) => nudge(queue)));
    },
    async stop() {
      unsubscribe?.();
      // Waits for the passes under way.
      await boss.stop({ graceful: true, timeout: 5_000 });
    },
  };
}
