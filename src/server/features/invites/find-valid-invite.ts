import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { messages } from '../../../shared/messages';
import { AppError } from '../../core/errors';
import type { DbOrTx } from '../../db/connection';
import { inviteLinks } from '../../db/schema/index';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** SPEC §7 "Validate": the token matches, used_at is null and expires_at is in the future. */
export const validInvite = (token: string) =>
  and(eq(inviteLinks.token, token), isNull(inviteLinks.usedAt), gt(inviteLinks.expiresAt, sql`now()`));

/** A usable invite, or SPEC §8's 'invalid, expired, or has already been used' (never saying which). */
export async function findValidInvite({ db, token }: { db: DbOrTx; token: string }) {
  // The column is a uuid: anything else can match no link, and must not reach the database as one.
  if (!UUID.test(token)) throw new AppError('not_found', messages.invites.invalid);
  const [row] = await db.select().from(inviteLinks).where(validInvite(token)).limit(1);
  if (!row) throw new AppError('not_found', messages.invites.invalid);
  return row;
}
