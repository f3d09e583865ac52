import { count, desc, eq } from 'drizzle-orm';
import type { ClientSummary } from '../../../shared/contracts/clients';
import type { DbOrTx } from '../../db/connection';
import { profiles, tasks, userRoles, users } from '../../db/schema/index';

/** Client accounts with their profile names and task counts; narrow it with a WHERE on user_roles. */
export function clientQuery(db: DbOrTx) {
  return db
    .select({
      id: users.id,
      email: users.email,
      companyName: profiles.companyName,
      contactPerson: profiles.contactPerson,
      userCreatedAt: users.createdAt,
      profileCreatedAt: profiles.createdAt,
      suspendedAt: profiles.suspendedAt,
      taskCount: count(tasks.id),
    })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .leftJoin(profiles, eq(profiles.id, users.id))
    .leftJoin(tasks, eq(tasks.clientId, users.id))
    .groupBy(users.id, profiles.id);
}

type ClientRow = Awaited<ReturnType<typeof clientQuery>>[number];

export function toClientSummary(row: ClientRow): ClientSummary {
  return {
    id: row.id,
    email: row.email,
    companyName: row.companyName,
    contactPerson: row.contactPerson,
    createdAt: (row.profileCreatedAt ?? row.userCreatedAt).toISOString(),
    taskCount: Number(row.taskCount),
    suspendedAt: row.suspendedAt?.toISOString() ?? null,
  };
}

/** SPEC §7: the users whose role is client, with their profile names and task counts, newest first. */
export async function listClients({ db }: { db: DbOrTx }): Promise<ClientSummary[]> {
  const rows = await clientQuery(db).where(eq(userRoles.role, 'client')).orderBy(desc(users.createdAt));
  return rows.map(toClientSummary);
}
