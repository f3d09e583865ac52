import { and, eq, gte, inArray, isNotNull, isNull, lte, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { digestSummary, isEmptyDigest } from '../../shared/domain/notification-emails';
import { notificationLinks, notificationTitles } from '../../shared/domain/notifications';
import { REVIEW_OVERDUE_REMINDERS } from '../../shared/domain/reviews';
import {
  DIGEST_HOUR,
  isTimeZone,
  type LocalTime,
  localTimeIn,
  REMINDER_HOUR,
} from '../../shared/domain/time-zones';
import type { Db } from '../db/connection';
import { clientMembers, notifications, profiles, tasks } from '../db/schema/index';
import { readAgencySettings } from '../platform/agency-settings';
import type { RealtimeHub } from '../realtime/hub';
import { createInvoiceReminders } from './invoice-reminders';
import { notifyPeople } from './notify';
import { createReviewReminderRows } from './review-reminders';
import { openTaskStatuses, weeklyDigestOf } from './weekly-digest';

export type ScheduleDeps = { db: Db; realtime: RealtimeHub };

/** An overdue task is reminded of once; one older than this when first seen (say, after an outage) is not. */
const OVERDUE_LOOKBACK_DAYS = 7;
/** Reminders written per statement: a backlog goes in a few statements, each of a bounded size. */
const REMINDERS_PER_STATEMENT = 200;

type Zone = LocalTime & { zone: string };

/**
 * Makes the notifications that come by the clock (the notifications issue): task, review and invoice
 * reminders and the weekly digest, each at its local hour in the client's time zone, else the agency's. Every instance may run it
 * as often as it likes and after any outage: each notification carries a once-only tag (the task and its
 * due date; the digest's Monday), so only the first insert counts and nothing comes twice. What is due
 * while the server is down is made by the first pass after it starts.
 */
export async function createScheduledNotifications(deps: ScheduleDeps, now = new Date()) {
  const agencyZone = (await readAgencySettings(deps.db)).timeZone;
  const zones = (await zonesInUse(deps.db, agencyZone)).map((zone) => ({ zone, ...localTimeIn(zone, now) }));
  const reminderZones = zones.filter((zone) => zone.hour >= REMINDER_HOUR);
  const reminders =
    (await createTaskReminders(deps, agencyZone, reminderZones)) +
    (await createReviewReminders(deps, agencyZone, reminderZones)) +
    // Invoices follow the agency's date, as their overdue state does, whatever zone a person chose.
    (await createInvoiceReminders(deps, agencyZone, now));
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

/** The company's profile, beside each person's own: its suspension holds for all its people. */
const company = alias(profiles, 'company');

/**
 * 'Due tomorrow' the day before, and 'overdue' once after; only for open tasks, to each of the company's
 * people who wants them, by their own time zone (decision 042).
 */
async function createTaskReminders(deps: ScheduleDeps, agencyZone: string, zones: Zone[]) {
  let created = 0;
  for (const { zone, date: today } of zones) {
    const tomorrow = addDays(today, 1);
    const due = await deps.db
      .select({
        id: tasks.id,
        title: tasks.title,
        clientId: tasks.clientId,
        recipientId: clientMembers.userId,
        dueDate: tasks.dueDate,
      })
      .from(tasks)
      .innerJoin(clientMembers, eq(clientMembers.clientId, tasks.clientId))
      .innerJoin(profiles, eq(profiles.id, clientMembers.userId))
      .innerJoin(company, eq(company.id, tasks.clientId))
      .where(
        and(
          inArray(tasks.status, [...openTaskStatuses]),
          gte(tasks.dueDate, addDays(today, -OVERDUE_LOOKBACK_DAYS)),
          lte(tasks.dueDate, tomorrow),
          ne(tasks.dueDate, today),
          followsZone(zone, agencyZone),
          eq(profiles.taskReminders, true),
          isNull(company.suspendedAt),
        ),
      );
    const reminders = due.map((task) => {
      const soon = task.dueDate === tomorrow;
      const kind = soon ? 'task_due_soon' : 'task_overdue';
      return {
        clientId: task.clientId,
        recipientId: task.recipientId,
        kind,
        title: soon ? notificationTitles.taskDueSoon(task.title) : notificationTitles.taskOverdue(task.title),
        link: notificationLinks.clientTask(task.id),
        onceTag: `${kind}:${task.id}:${task.dueDate}`,
      } as const;
    });
    // A batch per statement: after an outage a zone can owe thousands, each its own insert took seconds.
    for (let i = 0; i < reminders.length; i += REMINDERS_PER_STATEMENT)
      created += await notifyPeople(deps, reminders.slice(i, i + REMINDERS_PER_STATEMENT));
  }
  return created;
}

/**
 * A named reviewer who has not decided on a review awaiting review: reminded the day before its due date,
 * then each day after it, at most REVIEW_OVERDUE_REMINDERS times (the review issue), if they want reminders.
 */
async function createReviewReminders(deps: ScheduleDeps, agencyZone: string, zones: Zone[]) {
  let created = 0;
  for (const { zone, date: today } of zones) {
    const rows = await createReviewReminderRows(deps.db, {
      today,
      tomorrow: addDays(today, 1),
      firstOverdueDay: addDays(today, -REVIEW_OVERDUE_REMINDERS),
      inZone: followsZone(zone, agencyZone),
    });
    for (let i = 0; i < rows.length; i += REMINDERS_PER_STATEMENT)
      created += await notifyPeople(deps, rows.slice(i, i + REMINDERS_PER_STATEMENT));
  }
  return created;
}

const digestKey = (monday: string) => `weekly_digest:${monday}`;

/**
 * On Monday morning, each of a client company's people who wants it gets the company's week in one
 * notification (and its email), by their own time zone.
 */
async function createWeeklyDigests(deps: ScheduleDeps, agencyZone: string, zones: Zone[], now: Date) {
  let created = 0;
  for (const { zone, date: monday } of zones) {
    const people = await deps.db
      .select({ id: profiles.id, clientId: clientMembers.clientId })
      .from(profiles)
      .innerJoin(clientMembers, eq(clientMembers.userId, profiles.id))
      .innerJoin(company, eq(company.id, clientMembers.clientId))
      .where(
        and(
          followsZone(zone, agencyZone),
          eq(profiles.weeklyDigest, true),
          isNull(company.suspendedAt),
          // Not yet made this Monday: spares reading the week of those who already have theirs.
          sql`not exists (select 1 from ${notifications} where ${notifications.recipientId} = ${profiles.id}
            and ${notifications.onceTag} = ${digestKey(monday)})`,
        ),
      );
    // Each company's week is read once, however many of its people want it.
    const weeks = new Map<string, Awaited<ReturnType<typeof weeklyDigestOf>>>();
    for (const person of people) {
      const digest = weeks.get(person.clientId) ?? (await weeklyDigestOf(deps.db, person.clientId, now));
      weeks.set(person.clientId, digest);
      if (isEmptyDigest(digest)) continue;
      created += await notifyPeople(deps, [
        {
          clientId: person.clientId,
          recipientId: person.id,
          kind: 'weekly_digest',
          title: notificationTitles.weeklyDigest,
          body: digestSummary(digest),
          link: notificationLinks.clientOverview,
          onceTag: digestKey(monday),
        },
      ]);
    }
  }
  return created;
}
