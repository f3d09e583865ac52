import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxEmails, queuedEmails } from '../../src/server/db/schema/index';
import { queueEmail, sendQueuedEmails } from '../../src/server/mail/email-queue';
import type { Email, Mailer } from '../../src/server/mail/mailer';
import { EMAIL_MAX_ATTEMPTS } from '../../src/shared/domain/notification-emails';
import { expectConsole } from '../support/fail-on-console';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let count = 0;
const anEmail = (): Email => ({
  to: `inbox-${++count}@agency.example`,
  subject: `Agency email ${count}`,
  text: 'Something happened.',
});
const rowOf = async (id: string) =>
  (await t.db.select().from(queuedEmails).where(eq(queuedEmails.id, id)))[0];
const delivered = (to: string) => t.db.select().from(outboxEmails).where(eq(outboxEmails.to, to));
const failing: Mailer = { kind: 'smtp', send: () => Promise.reject(new Error('SMTP down')) };
const minutesLater = (minutes: number) => new Date(Date.now() + minutes * 60_000);

describe('the agency email queue', () => {
  it('sends a queued email once, whatever number of passes race for it', async () => {
    const email = anEmail();
    const id = await queueEmail(t.db, email);
    const sent = await Promise.all(
      Array.from({ length: 4 }, () => sendQueuedEmails({ db: t.db, mailer: t.deps.mailer }, undefined, [id])),
    );
    expect(sent.reduce((total, tally) => total + tally.sent, 0)).toBe(1);
    expect(await delivered(email.to)).toHaveLength(1);
    expect(await rowOf(id)).toMatchObject({ state: 'sent', attempts: 0 });
  });

  it('tries a failed email again after a growing delay, then gives up after the last try', async () => {
    const email = anEmail();
    const id = await queueEmail(t.db, email);
    expectConsole('warn', EMAIL_MAX_ATTEMPTS);
    // Just past the queued time as stored: the database keeps microseconds a JavaScript date rounds down.
    let at = new Date(((await rowOf(id))?.dueAt.getTime() ?? 0) + 1);
    for (let attempt = 1; attempt <= EMAIL_MAX_ATTEMPTS; attempt++) {
      await sendQueuedEmails({ db: t.db, mailer: failing }, at, [id]);
      const row = await rowOf(id);
      expect(row?.attempts).toBe(attempt);
      expect(row?.state).toBe(attempt < EMAIL_MAX_ATTEMPTS ? 'pending' : 'failed');
      // Not tried again before its delay is over.
      if (row?.state === 'pending') {
        expect(await sendQueuedEmails({ db: t.db, mailer: t.deps.mailer }, at, [id])).toMatchObject({
          sent: 0,
        });
        at = row.dueAt;
      }
    }
    expect(
      await sendQueuedEmails({ db: t.db, mailer: t.deps.mailer }, minutesLater(600), [id]),
    ).toMatchObject({
      sent: 0,
    });
    expect(await delivered(email.to)).toEqual([]);
  });

  it("never sends again what a crash left 'sending'", async () => {
    const email = anEmail();
    const id = await queueEmail(t.db, email);
    await t.db.update(queuedEmails).set({ state: 'sending' }).where(eq(queuedEmails.id, id));
    expect(await sendQueuedEmails({ db: t.db, mailer: t.deps.mailer }, minutesLater(60))).toMatchObject({
      sent: 0,
    });
    expect(await delivered(email.to)).toEqual([]);
  });

  it('keeps nothing when the transaction that queued it rolls back', async () => {
    const email = anEmail();
    await expect(
      t.db.transaction(async (tx) => {
        await queueEmail(tx, email);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await t.db.select().from(queuedEmails).where(eq(queuedEmails.to, email.to))).toEqual([]);
  });
});
