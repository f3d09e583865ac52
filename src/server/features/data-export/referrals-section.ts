import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/connection';
import { referrals } from '../../db/schema/index';

/**
 * referrals.json: the people the company referred and how each went, oldest first. The team's notes on a
 * decision are the agency's own (the referrer is never shown them), so they stay out.
 */
export async function referralsSection(tx: DbOrTx, clientId: string) {
  const rows = await tx
    .select()
    .from(referrals)
    .where(eq(referrals.referrerUserId, clientId))
    .orderBy(asc(referrals.createdAt), asc(referrals.id));
  return rows.map((row) => ({
    id: row.id,
    referredBy: { name: row.referrerName, email: row.referrerEmail },
    referredName: row.referredName,
    referredEmail: row.referredEmail,
    referredCompany: row.referredCompany,
    message: row.message,
    status: row.status,
    earnedAmount: row.earnedAmount,
    approvedAt: row.approvedAt,
    createdAt: row.createdAt,
  }));
}
