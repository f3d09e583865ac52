import { and, eq, gt, isNull, lte, max } from 'drizzle-orm';
import { currentPlanPeriod } from '../../../shared/domain/plan-periods';
import { serverWho } from '../../audit/audit-person';
import type { Db, DbOrTx } from '../../db/connection';
import { billingPlans, invoiceItems, invoices, profiles } from '../../db/schema/index';
import type { RealtimeHub } from '../../realtime/hub';
import { agencyToday } from './agency-today';
import { issueInvoice } from './issue-invoice';

/**
 * A plan's invoice is due this many days after it is issued: two weeks, the terms agencies commonly give
 * on a retainer. Staff who want other terms for a period void it and send their own.
 */
export const PLAN_INVOICE_NET_TERMS_DAYS = 14;

export type ScheduledInvoiceDeps = { db: Db; realtime: RealtimeHub };

/**
 * Issues each plan's invoice for the period the agency's date (in its time zone) falls in, from the
 * period's first day: one line, '<plan> — <period>', at the plan's amount, untaxed, undiscounted. The jobs
 * run it every few minutes on every instance. Only the current period is issued: after an outage longer
 * than a period, or for a start date long ago, the periods before it are not billed now (staff send those
 * by hand if owed), so a restart never floods a client with invoices. A plan that starts in the future, or
 * costs nothing, issues nothing. Changing a plan changes the invoices of the periods not yet issued, never the days an issued one covers. A
 * period's invoice that staff voided is not issued again: they send its replacement. Returns how many
 * invoices it issued.
 */
export async function issueScheduledInvoices(deps: ScheduledInvoiceDeps, now = new Date()): Promise<number> {
  const today = await agencyToday(deps.db, now);
  const plans = await deps.db
    .select({ clientId: billingPlans.clientId })
    .from(billingPlans)
    .innerJoin(profiles, eq(profiles.id, billingPlans.clientId))
    // A suspended company accrues nothing by itself: staff bill it by hand if they mean to.
    .where(
      and(lte(billingPlans.startDate, today), gt(billingPlans.amountMinor, 0), isNull(profiles.suspendedAt)),
    );
  let count = 0;
  const failures: unknown[] = [];
  // Every plan goes through its transaction each pass, even once its period is issued: the insert that
  // then does nothing is the same path a lost race takes, so what guards a race is what every pass runs.
  for (const { clientId } of plans) {
    // One client's failure (say, deleted meanwhile) does not hold up the others'.
    try {
      if (await issuePeriodInvoice(deps, clientId, today)) count++;
    } catch (error) {
      failures.push(error);
    }
  }
  if (failures.length) throw new AggregateError(failures, `${failures.length} plan invoices failed to issue`);
  return count;
}

/**
 * The end of the last period the schedule billed this client (void ones count: staff replace those by
 * hand), or '' when none. A plan whose interval or start date changed mid-period would otherwise find
 * its new current period unbilled and charge the same days twice; it waits until they are past.
 */
async function alreadyBilledUntil(tx: DbOrTx, clientId: string): Promise<string> {
  const [last] = await tx
    .select({ end: max(invoices.planPeriodEnd) })
    .from(invoices)
    .where(eq(invoices.clientId, clientId));
  return last?.end ?? '';
}

/**
 * One plan's invoice for the current period, in one transaction. The invoice row goes in first with the
 * period's start: its unique index makes a second instance's insert wait for the first's commit and then
 * do nothing, so the loser takes no number and the numbers stay gap-free.
 */
async function issuePeriodInvoice(deps: ScheduledInvoiceDeps, clientId: string, today: string) {
  return deps.db.transaction(async (tx) => {
    // The plan as it is now: a change saved since the pass read the plans counts.
    const [plan] = await tx.select().from(billingPlans).where(eq(billingPlans.clientId, clientId));
    const period = plan && plan.amountMinor > 0 ? currentPlanPeriod(plan, today) : null;
    if (!plan || !period || (await alreadyBilledUntil(tx, clientId)) > period.start) return false;
    const [draft] = await tx
      .insert(invoices)
      .values({
        clientId,
        currency: plan.currency,
        netTermsDays: PLAN_INVOICE_NET_TERMS_DAYS,
        planPeriodStart: period.start,
        planPeriodEnd: period.end,
      })
      .onConflictDoNothing({ target: [invoices.clientId, invoices.planPeriodStart] })
      .returning();
    if (!draft) return false;
    const items = await tx
      .insert(invoiceItems)
      .values({
        invoiceId: draft.id,
        position: 0,
        description: `${plan.name} — ${period.label}`,
        quantity: 1,
        unitPriceMinor: plan.amountMinor,
      })
      .returning();
    await issueInvoice(tx, { draft, items, issueDate: today, who: serverWho, realtime: deps.realtime });
    return true;
  });
}
