import { and, asc, eq, inArray } from 'drizzle-orm';
import type { StaffPerson } from '../../../shared/contracts/team';
import { staffRoles } from '../../../shared/domain/roles';
import { teamMessages } from '../../../shared/domain/team';
import type { AuditWho } from '../../audit/audit-person';
import { recordAudit } from '../../audit/record-audit';
import { AppError } from '../../core/errors';
import type { DbOrTx } from '../../db/connection';
import { clientManagers, notifications, userRoles, users } from '../../db/schema/index';
import type { Reach } from '../../identity/client-reach';
import { requireClientAccount } from '../../identity/require-client-account';
import type { RealtimeHub } from '../../realtime/hub';
import { endUserStreams } from '../../realtime/stream-endings';
import { findClientAccount } from './client-account';

async function managersOf(db: DbOrTx, clientId: string): Promise<StaffPerson[]> {
  const rows = await db
    .select({ id: users.id, name: users.name, email: users.email, role: userRoles.role })
    .from(clientManagers)
    .innerJoin(users, eq(users.id, clientManagers.userId))
    .innerJoin(userRoles, eq(userRoles.userId, clientManagers.userId))
    .where(and(eq(clientManagers.clientId, clientId), inArray(userRoles.role, staffRoles)))
    .orderBy(asc(users.name), asc(users.email));
  return rows.map((row) => ({ ...row, role: row.role === 'manager' ? 'manager' : 'admin' }));
}

/** Staff members as an audit row lists them: their names and addresses, as they are now. */
async function namesOf(tx: DbOrTx, people: { id: string }[]): Promise<string[]> {
  if (people.length === 0) return [];
  const rows = await tx
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(
      inArray(
        users.id,
        people.map((person) => person.id),
      ),
    )
    .orderBy(asc(users.name));
  return rows.map((row) => `${row.name} <${row.email}>`);
}

/** The client page's account managers (decision 043), for a caller who reaches the client. */
export async function listClientManagers({
  db,
  reach,
  clientId,
}: {
  db: DbOrTx;
  reach: Reach;
  clientId: string;
}): Promise<StaffPerson[]> {
  await requireClientAccount(db, clientId, reach);
  return managersOf(db, clientId);
}

/**
 * An admin sets a client's account managers, the whole list at once. Each must be a staff member (else
 * 400, nothing written). Whoever gains or loses the client has it from their next request; an account
 * manager's open event streams are renewed so each reconnects carrying what they now reach, and one who
 * loses the client loses its notifications from their bell.
 */
export async function setClientManagers({
  db,
  realtime,
  who,
  clientId,
  userIds,
}: {
  db: DbOrTx;
  realtime: RealtimeHub;
  who: AuditWho;
  clientId: string;
  userIds: string[];
}): Promise<StaffPerson[]> {
  const wanted = [...new Set(userIds)];
  return db.transaction(async (tx) => {
    await findClientAccount(tx, clientId, { kind: 'every' });
    const staff = wanted.length
      ? await tx
          .select({ id: userRoles.userId, role: userRoles.role })
          .from(userRoles)
          .where(and(inArray(userRoles.userId, wanted), inArray(userRoles.role, staffRoles)))
      : [];
    if (staff.length !== wanted.length)
      throw new AppError('bad_request', teamMessages.notStaff, { userIds: [teamMessages.notStaff] });
    const current = await tx
      .select({ id: clientManagers.userId, role: userRoles.role })
      .from(clientManagers)
      .leftJoin(userRoles, eq(userRoles.userId, clientManagers.userId))
      .where(eq(clientManagers.clientId, clientId));
    const kept = new Set(wanted);
    const had = new Set(current.map((row) => row.id));
    const removed = current.filter((row) => !kept.has(row.id));
    const added = staff.filter((row) => !had.has(row.id));
    if (removed.length) {
      const gone = removed.map((row) => row.id);
      await tx
        .delete(clientManagers)
        .where(and(eq(clientManagers.clientId, clientId), inArray(clientManagers.userId, gone)));
      const managersGone = removed.filter((row) => row.role === 'manager').map((row) => row.id);
      if (managersGone.length)
        await tx
          .delete(notifications)
          .where(and(eq(notifications.clientId, clientId), inArray(notifications.recipientId, managersGone)));
    }
    if (added.length)
      await tx.insert(clientManagers).values(added.map((row) => ({ clientId, userId: row.id })));
    if (added.length || removed.length) {
      await recordAudit(tx, who, {
        action: 'managers_changed',
        clientId,
        details: { added: await namesOf(tx, added), removed: await namesOf(tx, removed) },
      });
    }
    for (const person of [...removed, ...added])
      if (person.role === 'manager') await endUserStreams(tx, person.id, 'session-renewed');
    await realtime.publish({ topic: 'clients', clientId, id: clientId }, tx);
    return managersOf(tx, clientId);
  });
}
