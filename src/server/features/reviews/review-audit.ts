import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { type AuditWho, actingAs } from '../../audit/audit-person';
import { downloadWho } from '../../audit/download-who';
import type { DbOrTx } from '../../db/connection';
import { reviewGuests } from '../../db/schema/index';
import type { AppEnv } from '../../http/app-env';
import type { ReviewCaller } from './review-access';

/**
 * Who the audit log names for a review caller. A guest reviewer has no account and no session: they are
 * named by the name and address their link was made for, as a guest, and `guest` carries the same for
 * the row's details (decision 046).
 */
export async function reviewCallerWho(
  db: DbOrTx,
  who: AuditWho,
  caller: ReviewCaller,
): Promise<{ who: AuditWho; guest: { id: string; name: string; email: string } | null }> {
  if (!caller.guest) return { who, guest: null };
  const [guest] = await db
    .select({ id: reviewGuests.id, name: reviewGuests.name, email: reviewGuests.email })
    .from(reviewGuests)
    .where(eq(reviewGuests.id, caller.guest.id));
  if (!guest) return { who, guest: null };
  const actor = { id: null, name: guest.name, email: guest.email, role: 'guest' as const };
  return { who: actingAs(who, actor), guest };
}

/**
 * Who a review file's download is recorded for. The review page shows its files itself (`view=1`) to
 * whoever opens it, which is reading the review, not taking a file away: only a download is recorded.
 */
export const reviewDownloadWho = (c: Context<AppEnv>): AuditWho | null =>
  c.req.query('view') === '1' ? null : downloadWho(c);
