import { eq } from 'drizzle-orm';
import type { ClientSummary } from '../../../shared/contracts/clients';
import type { AuditWho } from '../../audit/audit-person';
import { recordAudit } from '../../audit/record-audit';
import type { DbOrTx } from '../../db/connection';
import { clientMembers, profiles, sessions } from '../../db/schema/index';
import type { Reach } from '../../identity/client-reach';
import type { RealtimeHub } from '../../realtime/hub';
import { endUserStreams } from '../../realtime/stream-endings';
import { type ClientAccount, findClientAccount, writeClientProfile } from './client-account';
import { getClient } from './get-client';

type Deps = { db: DbOrTx; realtime: RealtimeHub; who: AuditWho; reach: Reach; clientId: string };

/**
 * Suspends a client company: the sessions of all its people are deleted and their open event streams end on
 * commit, so every tab they have open is signed out at once; sign-in is refused to each of them while
 * suspended (auth/refuse-suspended.ts). Nothing else changes: its tasks, files and messages stay for when
 * it is restored.
 */
export async function suspendClient({ db, realtime, who, reach, clientId }: Deps): Promise<ClientSummary> {
  return db.transaction(async (tx) => {
    const client = await findClientAccount(tx, clientId, reach);
    const [current] = await tx
      .select({ suspendedAt: profiles.suspendedAt })
      .from(profiles)
      .where(eq(profiles.id, clientId));
    await writeClientProfile(tx, client, { suspendedAt: current?.suspendedAt ?? new Date() });
    // Suspending a suspended client changes nothing, and records nothing.
    if (!current?.suspendedAt) await recordClientChange(tx, who, 'client_suspended', client);
    const people = await tx
      .select({ userId: clientMembers.userId })
      .from(clientMembers)
      .where(eq(clientMembers.clientId, clientId));
    for (const { userId } of people) {
      await tx.delete(sessions).where(eq(sessions.userId, userId));
      await endUserStreams(tx, userId);
    }
    await publishChange(realtime, tx, clientId);
    return getClient({ db: tx, reach, clientId });
  });
}

/** Lifts a suspension: the client may sign in again. */
export async function restoreClient({ db, realtime, who, reach, clientId }: Deps): Promise<ClientSummary> {
  return db.transaction(async (tx) => {
    const client = await findClientAccount(tx, clientId, reach);
    const [current] = await tx
      .select({ suspendedAt: profiles.suspendedAt })
      .from(profiles)
      .where(eq(profiles.id, clientId));
    await writeClientProfile(tx, client, { suspendedAt: null });
    if (current?.suspendedAt) await recordClientChange(tx, who, 'client_restored', client);
    await publishChange(realtime, tx, clientId);
    return getClient({ db: tx, reach, clientId });
  });
}

function recordClientChange(
  tx: DbOrTx,
  who: AuditWho,
  action: 'client_suspended' | 'client_restored',
  client: ClientAccount,
) {
  return recordAudit(tx, who, { action, clientId: client.id });
}

async function publishChange(realtime: RealtimeHub, tx: DbOrTx, clientId: string) {
  await realtime.publish({ topic: 'clients', clientId, id: clientId }, tx);
  await realtime.publish({ topic: 'profiles', clientId, id: clientId }, tx);
}
