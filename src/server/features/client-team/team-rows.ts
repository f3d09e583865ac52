import { and, asc, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { ClientTeamInvite, ClientTeamMember } from '../../../shared/contracts/client-team';
import { inviteStatus, inviteUrl } from '../../../shared/contracts/invites';
import type { ClientRole } from '../../../shared/domain/client-roles';
import type { DbOrTx } from '../../db/connection';
import { clientMembers, inviteLinks, users } from '../../db/schema/index';

/** A person of a company as the Team tab lists them: select from `client_members` joined with `users`. */
export const memberColumns = {
  userId: clientMembers.userId,
  role: clientMembers.role,
  joinedAt: clientMembers.createdAt,
  name: users.name,
  email: users.email,
};

/** A company's people, owners first, then by when they joined. */
export async function teamMembers(
  db: DbOrTx,
  clientId: string,
  callerId: string,
): Promise<ClientTeamMember[]> {
  const rows = await db
    .select(memberColumns)
    .from(clientMembers)
    .innerJoin(users, eq(users.id, clientMembers.userId))
    .where(eq(clientMembers.clientId, clientId))
    .orderBy(sql`${clientMembers.role} <> 'owner'`, asc(clientMembers.createdAt), asc(clientMembers.userId));
  return rows.map((row) => toMemberDto(row, callerId));
}

type MemberRow = { userId: string; role: ClientRole; joinedAt: Date; name: string; email: string };

export const toMemberDto = (row: MemberRow, callerId: string): ClientTeamMember => ({
  userId: row.userId,
  name: row.name,
  email: row.email,
  role: row.role,
  joinedAt: row.joinedAt.toISOString(),
  you: row.userId === callerId,
});

export type TeamInviteRow = typeof inviteLinks.$inferSelect;

/** The company's invitations to teammates, newest first. */
export function teamInvites(db: DbOrTx, clientId: string): Promise<TeamInviteRow[]> {
  return db
    .select(getTableColumns(inviteLinks))
    .from(inviteLinks)
    .where(eq(inviteLinks.clientId, clientId))
    .orderBy(desc(inviteLinks.createdAt), desc(inviteLinks.id));
}

/** One of the company's invitations, or undefined: another company's is not found. */
export async function teamInvite(db: DbOrTx, clientId: string, inviteId: string) {
  const [row] = await db
    .select()
    .from(inviteLinks)
    .where(and(eq(inviteLinks.id, inviteId), eq(inviteLinks.clientId, clientId)))
    .limit(1);
  return row;
}

export function toTeamInviteDto(row: TeamInviteRow, appOrigin: string, now = new Date()): ClientTeamInvite {
  return {
    id: row.id,
    email: row.email ?? '',
    role: row.memberRole ?? 'member',
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    status: inviteStatus(row, now),
    url: inviteUrl(appOrigin, row.token),
  };
}
