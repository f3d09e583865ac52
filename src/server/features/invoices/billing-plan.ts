import { eq, sql } from 'drizzle-orm';
import type { BillingPlan, BillingPlanInput } from '../../../shared/contracts/billing';
import type { AuditWho } from '../../audit/audit-person';
import { recordAudit } from '../../audit/record-audit';
import { AppError } from '../../core/errors';
import type { DbOrTx } from '../../db/connection';
import { billingPlans } from '../../db/schema/index';
import type { Reach } from '../../identity/client-reach';
import { lockClientAccount, requireClientAccount } from '../../identity/require-client-account';
import { readAgencySettings } from '../../platform/agency-settings';
import type { RealtimeHub } from '../../realtime/hub';
import { publishBillingChange } from './billing-event';

type PlanRow = typeof billingPlans.$inferSelect;

const toPlan = (row: PlanRow): BillingPlan => ({
  name: row.name,
  amountMinor: row.amountMinor,
  currency: row.currency,
  interval: row.interval,
  startDate: row.startDate,
  adBudgetMinor: row.adBudgetMinor,
  adSpentMinor: row.adSpentMinor,
  updatedAt: row.updatedAt.toISOString(),
});

/** A client's plan, or null: the Billing tab's empty state. Callers check the client is theirs first. */
export async function readBillingPlan(db: DbOrTx, clientId: string): Promise<BillingPlan | null> {
  const [row] = await db.select().from(billingPlans).where(eq(billingPlans.clientId, clientId));
  return row ? toPlan(row) : null;
}

/** What the Billing tab and Billing & Plan read: the plan, and the currency a new one starts in. */
export async function readPlanAnswer(db: DbOrTx, clientId: string) {
  const [plan, settings] = [await readBillingPlan(db, clientId), await readAgencySettings(db)];
  return { plan, defaultCurrency: settings.defaultCurrency };
}

/** Sets a client's whole plan (made the first time), recording what it was and what it is now. */
export async function setBillingPlan({
  db,
  realtime,
  who,
  reach,
  staffId,
  clientId,
  input,
}: {
  db: DbOrTx;
  realtime: RealtimeHub;
  who: AuditWho;
  reach: Reach;
  staffId: string;
  clientId: string;
  input: BillingPlanInput;
}): Promise<BillingPlan> {
  await requireClientAccount(db, clientId, reach);
  return db.transaction(async (tx) => {
    await lockClientAccount(tx, clientId);
    const before = await readBillingPlan(tx, clientId);
    const values = { ...input, updatedBy: staffId, updatedAt: sql`now()` };
    const [row] = await tx
      .insert(billingPlans)
      .values({ clientId, ...values })
      .onConflictDoUpdate({ target: billingPlans.clientId, set: values })
      .returning();
    if (!row) throw new AppError('internal', 'Saving the plan failed.');
    const plan = toPlan(row);
    await recordAudit(tx, who, {
      action: 'billing_plan_changed',
      clientId,
      target: { type: 'billing_plan', id: clientId, label: plan.name },
      details: { from: before && withoutTime(before), to: withoutTime(plan) },
    });
    await publishBillingChange({ tx, realtime }, clientId);
    return plan;
  });
}

const withoutTime = ({ updatedAt: _when, ...plan }: BillingPlan) => plan;
