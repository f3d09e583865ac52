import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { ClientTeamInvite, InviteTeammateInput } from '../../../shared/contracts/client-team';
import { type ClientRole, clientTeamMessages } from '../../../shared/domain/client-roles';
import type { AuditWho } from '../../audit/audit-person';
import { recordAudit } from '../../audit/record-audit';
import { AppError } from '../../core/errors';
import type { DbOrTx } from '../../db/connection';
import { clientMembers, inviteLinks, profiles, users } from '../../db/schema/index';
import { queueEmail, sendQueuedEmailsNow } from '../../mail/email-queue';
import type { Mailer } from '../../mail/mailer';
import type { RateLimiter } from '../../platform/rate-limiter';
import type { RealtimeHub } from '../../realtime/hub';
import { lockTeam } from './team-lock';
import { type TeamInviteRow, teamInvite, toTeamInviteDto } from './team-rows';
import { teammateInviteEmail } from './teammate-invite-email';

/** Invitations one company may send (new or again) in an hour: enough for a team, not for a mailing. */
export const TEAM_INVITES_PER_HOUR = 30;

export type TeamInviteDeps = {
  db: DbOrTx;
  mailer: Mailer;
  realtime: RealtimeHub;
  rateLimiter: RateLimiter;
  appOrigin: string;
};
type Inviter = { id: string; name: string };

/**
 * An owner invites a teammate by email (issue 47): a one-use link for 7 days, mailed through the outbox
 * like every other mail. An address already on the team, or with an open invitation, answers 409.
 */
export async function inviteTeammate(
  deps: TeamInviteDeps,
  {
    clientId,
    inviter,
    who,
    invite,
  }: { clientId: string; inviter: Inviter; who: AuditWho; invite: InviteTeammateInput },
): Promise<ClientTeamInvite> {
  await countInvitation(deps.rateLimiter, clientId);
  const email = invite.email.trim().toLowerCase();
  const role: ClientRole = invite.role ?? 'member';
  const { row, mailId } = await deps.db.transaction(async (tx) => {
    await lockTeam(tx, clientId);
    const [member] = await tx
      .select({ id: users.id })
      .from(clientMembers)
      .innerJoin(users, eq(users.id, clientMembers.userId))
      .where(and(eq(clientMembers.clientId, clientId), eq(users.email, email)))
      .limit(1);
    if (member) throw new AppError('conflict', clientTeamMessages.alreadyMember);
    const [open] = await tx
      .select({ id: inviteLinks.id })
      .from(inviteLinks)
      .where(
        and(
          eq(inviteLinks.clientId, clientId),
          eq(inviteLinks.email, email),
          isNull(inviteLinks.usedAt),
          gt(inviteLinks.expiresAt, sql`now()`),
        ),
      )
      .limit(1);
    if (open) throw new AppError('conflict', clientTeamMessages.alreadyInvited);
    const [created] = await tx
      .insert(inviteLinks)
      .values({ role: 'client', clientId, memberRole: role, email, createdBy: inviter.id })
      .returning();
    if (!created) throw new AppError('internal', clientTeamMessages.inviteFailed);
    await recordAudit(tx, who, {
      action: 'invite_created',
      clientId,
      target: { type: 'invite', id: created.id, label: email },
      details: { role, expiresAt: created.expiresAt.toISOString() },
    });
    return { row: created, mailId: await mailInvitation(tx, deps, created, inviter) };
  });
  await deps.realtime.publish({ topic: 'clients', clientId, id: row.id });
  await sendQueuedEmailsNow(deps, [mailId]);
  return toTeamInviteDto(row, deps.appOrigin);
}

/** Sends an open invitation again, good for another 7 days; an accepted one answers 409. */
export async function resendTeamInvite(
  deps: TeamInviteDeps,
  {
    clientId,
    inviter,
    who,
    inviteId,
  }: { clientId: string; inviter: Inviter; who: AuditWho; inviteId: string },
): Promise<ClientTeamInvite> {
  await countInvitation(deps.rateLimiter, clientId);
  const { row, mailId } = await deps.db.transaction(async (tx) => {
    const found = await teamInvite(tx, clientId, inviteId);
    if (!found) throw new AppError('not_found', clientTeamMessages.inviteNotFound);
    if (found.usedAt) throw new AppError('conflict', clientTeamMessages.inviteUsed);
    const [renewed] = await tx
      .update(inviteLinks)
      .set({ expiresAt: sql`now() + interval '7 days'` })
      .where(and(eq(inviteLinks.id, inviteId), isNull(inviteLinks.usedAt)))
      .returning();
    if (!renewed) throw new AppError('conflict', clientTeamMessages.inviteUsed);
    await recordAudit(tx, who, {
      action: 'invite_resent',
      clientId,
      target: { type: 'invite', id: renewed.id, label: renewed.email },
      details: { role: renewed.memberRole, expiresAt: renewed.expiresAt.toISOString() },
    });
    return { row: renewed, mailId: await mailInvitation(tx, deps, renewed, inviter) };
  });
  await deps.realtime.publish({ topic: 'clients', clientId, id: row.id });
  await sendQueuedEmailsNow(deps, [mailId]);
  return toTeamInviteDto(row, deps.appOrigin);
}

async function countInvitation(rateLimiter: RateLimiter, clientId: string) {
  const sent = await rateLimiter.hit(`team-invites:${clientId}`, 60 * 60);
  if (sent > TEAM_INVITES_PER_HOUR) throw new AppError('rate_limited', clientTeamMessages.tooManyInvites);
}

async function mailInvitation(
  tx: DbOrTx,
  { appOrigin }: { appOrigin: string },
  row: TeamInviteRow,
  inviter: Inviter,
): Promise<string> {
  const dto = toTeamInviteDto(row, appOrigin);
  const [company] = await tx
    .select({ companyName: profiles.companyName })
    .from(profiles)
    .where(eq(profiles.id, row.clientId ?? ''));
  return queueEmail(
    tx,
    teammateInviteEmail({
      to: dto.email,
      inviterName: inviter.name,
      companyName: company?.companyName ?? null,
      role: dto.role,
      url: dto.url,
      expiresAt: row.expiresAt,
    }),
  );
}
