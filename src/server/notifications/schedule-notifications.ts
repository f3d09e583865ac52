import { and, eq, gte, inArray, isNotNull, isNull, lte, ne, sql } from 'drizzle-orm';
import { digestSummary, isEmptyDigest } from '../../shared/domain/notification-emails';
import { notificationLinks, notificationTitles } from '../../shared/domain/notifications';
import {
  DIGEST_HOUR,
  isTimeZone,
  type LocalTime,
  localTimeIn,
  REMINDER_HOUR,
} from '../../shared/domain/time-zones';
import type { Db } from '../db/connection';
import { notifications, profiles, tasks, userRoles } from '../db/schema/index';
import { readAgencySettings } from '../platform/agency-settings';
import type { RealtimeHub } from '../realtime/hub';
import { notifyClient, notifyClients } from './notify';
import { openTaskStatuses, weeklyDigestOf } from './weekly-digest';

export type ScheduleDeps = { db: Db; realtime: RealtimeHub };

/** An overdue task is reminded of once; one older than this when first seen (say, after an outage) is not. */
const OVERDUE_LOOKBACK_DAYS = 7;
/** Reminders written per statement: a backlog goes in a few statements, each of a bounded size. */
const REMINDERS_PER_STATEMENT = 200;

type Zone = LocalTime & { zone: string };

/**
 * Makes the notifications that come by the clock (the notifications issue): task reminders and the weekly
 * digest, each at its local hour in the client's time zone, else the agency's. Every instance may run it
 * as often as it likes and after any outage: each notification carries a once-only tag (the task and its
 * due date; the digest's Monday), so only the first insert counts and nothing comes twice. What is due
 * while the server is down is made by the first pass after it starts.
 */
export async function createScheduledNotifications(deps: ScheduleDeps, now = new Date()) {
  const agencyZone = (await readAgencySettings(deps.db)).timeZone;
  const zones = (await zonesInUse(deps.db, agencyZone)).map((zone) => ({ zone, ...localTimeIn(zone, now) }));
  const reminders = await createTaskReminders(
    deps,
    agencyZone,
    zones.filter((zone) => zone.hour >= REMINDER_HOUR),
  );
  const digests = await createWeeklyDigests(
    deps,
    agencyZone,
    zones.filter((zone) => zone.isoWeekday === 1 && zone.hour >= DIGEST_HOUR),
    now,
  );
  return { reminders, digests };
}

/** The agency's zone and every zone a client chose (a stored one this runtime does not know is left out). */
async function zonesInUse(db: Db, agencyZone: string): Promise<string[]> {
  const chosen = await db
    .selectDistinct({ zone: profiles.timeZone })
    .from(profiles)
    .where(isNotNull(profiles.timeZone));
  return [...new Set([agencyZone, ...chosen.map((row) => row.zone ?? agencyZone)])].filter(isTimeZone);
}

/** The clients whose reminders and digest follow this zone: their own, or the agency's when they have none. */
const followsZone = (zone: string, agencyZone: string) =>
  zone === agencyZone
    ? sql`coalesce(${profiles.timeZone}, ${agencyZone}) = ${zone}`
    : eq(profiles.timeZone, zone);

const addDays = (date: string, days: number) => {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
};

/** 'Due tomorrow' the day before, and 'overdue' once after; only for open tasks of clients who want them. */
async function createTaskReminders(deps: ScheduleDeps, agencyZone: string, zones: Zone[]) {
  let created = 0;
  for (const { zone, date: today } of zones) {
    const tomorrow = addDays(today, 1);
    const due = await deps.db
      .select({ id: tasks.id, title: tasks.title, clientId: tasks.clientId, dueDate: tasks.dueDate })
      .from(tasks)
      .innerJoin(profiles, eq(profiles.id, tasks.clientId))
      .where(
        and(
          inArray(tasks.status, [...openTaskStatuses]),
          gte(tasks.dueDate, addDays(today, -OVERDUE_LOOKBACK_DAYS)),
          lte(tasks.dueDate, tomorrow),
          ne(tasks.dueDate, today),
          followsZone(zone, agencyZone),
          eq(profiles.taskReminders, true),
          isNull(profiles.suspendedAt),
        ),
      );
    const reminders = due.map((task) => {
      const soon = task.dueDate === tomorrow;
      const kind = soon ? 'task_due_soon' : 'task_overdue';
      return {
        clientId: task.clientId,
        kind,
        title: soon ? notificationTitles.taskDueSoon(task.title) : notificationTitles.taskOverdue(task.title),
        link: notificationLinks.clientTask(task.id),
        onceTag: `${kind}:${task.id}:${task.dueDate}`,
      } as const;
    });
    // A batch per statement: after an outage a zone can owe thousands, each its own insert took seconds.
    for (let i = 0; i < reminders.length; i += REMINDERS_PER_STATEMENT)
      created += await notifyClients(deps, reminders.slice(i, i + REMINDERS_PER_STATEMENT));
  }
  return created;
}

const digestKey = (monday: string) => `weekly_digest:${monday}`;

/** On Monday morning, each client who wants it gets its week in one notification (and its email). */
async function createWeeklyDigests(deps: ScheduleDeps, agencyZone: string, zones: Zone[], now: Date) {
  let created = 0;
  for (const { zone, date: monday } of zones) {
    const clients = await deps.db
      .select({ id: profiles.id })
      .from(profiles)
      .innerJoin(userRoles, eq(userRoles.userId, profiles.id))
      .where(
        and(
          eq(userRoles.role, 'client'),
          followsZone(zone, agencyZone),
          eq(profiles.weeklyDigest, true),
          isNull(profiles.suspendedAt),
          // Not yet made this Monday: spares reading the week of those who already have theirs.
          sql`not exists (select 1 from ${notifications} where ${notifications.recipientId} = ${profiles.id}
            and ${notifications.onceTag} = ${digestKey(monday)})`,
        ),
      );
    for (const client of clients) {
      const digest = await weeklyDigestOf(deps.db, client.id, now);
      if (isEmptyDigest(digest)) continue;
      const written = await notifyClient(deps, client.id, {
        kind: 'weekly_digest',
        title: notificationTitles.weeklyDigest,
        body: digestSummary(digest),
        link: notificationLinks.clientOverview,
        onceTag: digestKey(monday),
      });
      if (written) created++;
    }
  }
  return created;
}
