import { and, desc, eq, gt } from 'drizzle-orm';
import type { AccountSession } from '../../../shared/contracts/profile';
import { describeUserAgent } from '../../../shared/domain/user-agent';
import type { DbOrTx } from '../../db/connection';
import { sessions } from '../../db/schema/index';

/**
 * The account's signed-in sessions, most recently active first: where and when, never the token (the
 * auth library's own list-sessions answers with tokens, so it is not served).
 */
export async function listSessions({
  db,
  userId,
  currentSessionId,
}: {
  db: DbOrTx;
  userId: string;
  currentSessionId: string;
}): Promise<AccountSession[]> {
  const rows = await db
    .select({
      id: sessions.id,
      userAgent: sessions.userAgent,
      ipAddress: sessions.ipAddress,
      createdAt: sessions.createdAt,
      updatedAt: sessions.updatedAt,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, new Date())))
    .orderBy(desc(sessions.updatedAt));
  const list = rows.map((row) => ({
    id: row.id,
    device: describeUserAgent(row.userAgent),
    ipAddress: row.ipAddress,
    signedInAt: row.createdAt.toISOString(),
    lastSeenAt: row.updatedAt.toISOString(),
    current: row.id === currentSessionId,
  }));
  // This device first, then the others by activity.
  return [...list.filter((s) => s.current), ...list.filter((s) => !s.current)];
}
