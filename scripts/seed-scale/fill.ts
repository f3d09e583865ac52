import { sql } from 'drizzle-orm';
import type { Database } from '../../src/server/db/connection';
import { insertInBatches, type Log } from './batches';
import { clientInserts } from './client-rows';
import type { ScaleCounts } from './counts';
import { applicationInsert, messageReadInsert, notificationInsert, updateInsert } from './extra-rows';
import { fileInsert } from './file-rows';
import type { BatchInsert, FillContext } from './fill-context';
import { createKnownAccounts, type KnownAccounts, scaleAccounts } from './known-accounts';
import { managerInsert, managerReadInsert } from './manager-rows';
import { messageInsert } from './message-rows';
import { referralInsert } from './referral-rows';
import { taskInsert } from './task-rows';

export type ScaleFill = {
  accounts: KnownAccounts;
  /** Rows in each filled table afterwards (whatever was there before included). */
  tableRows: Record<string, number>;
  seconds: number;
};

/** Clients per batch: each batch writes four rows per client. */
const CLIENT_BATCH = 5_000;
/** The tables whose rows the fill reports. */
const filledTables = [
  'users',
  'user_roles',
  'profiles',
  'client_managers',
  'accounts',
  'tasks',
  'messages',
  'message_reads',
  'files',
  'referrals',
  'application_submissions',
  'project_updates',
  'notifications',
];

export class AlreadyFilledError extends Error {}

/**
 * Fills a migrated database to `counts` with INSERT ... SELECT over generate_series, in batches of
 * `batchSize` rows; then VACUUM ANALYZE, so the planner knows the new sizes (as autovacuum would by the
 * time a real database grew this big). Refuses a database it has filled before.
 */
export async function seedScale(
  database: Database,
  counts: ScaleCounts,
  options: { batchSize?: number; log?: Log } = {},
): Promise<ScaleFill> {
  const { db } = database;
  const log = options.log ?? console.log;
  const batchSize = options.batchSize ?? 50_000;
  const started = performance.now();
  const filled = (await db.execute(sql`select 1 from users where email = ${scaleAccounts.admin.email}`)).rows;
  if (filled.length > 0)
    throw new AlreadyFilledError(`This database was filled already (${scaleAccounts.admin.email} exists).`);

  const accounts = await createKnownAccounts(db, counts.extraAdmins);
  // The known client is client number 1, who joined two years ago.
  for (const table of ['users', 'profiles'])
    await db.execute(
      sql`update ${sql.identifier(table)} set created_at = now() - interval '730 days' where id = ${accounts.client.id}`,
    );
  const context: FillContext = {
    clients: counts.clients,
    knownClientId: accounts.client.id,
    adminIds: accounts.adminIds,
    managerId: accounts.manager.id,
    managedClients: counts.managedClients,
  };
  const batches = (
    label: string,
    from: number,
    to: number,
    size: number,
    insert: (lo: number, hi: number) => string[],
  ) => insertInBatches({ db, label, from, to, batchSize: size, statements: insert, log });
  const rows = (insert: BatchInsert) => (lo: number, hi: number) => [insert(context, lo, hi)];

  await batches('clients', 2, counts.clients, CLIENT_BATCH, (lo, hi) => clientInserts(context, lo, hi));
  await batches('managed', 1, counts.managedClients, batchSize, rows(managerInsert));
  await batches('tasks', 1, counts.tasks, batchSize, rows(taskInsert));
  await batches('messages', 1, counts.messages, batchSize, rows(messageInsert));
  await batches('read markers', 1, counts.clients, batchSize, rows(messageReadInsert));
  await batches("manager's read", 1, counts.managedClients, batchSize, rows(managerReadInsert));
  await batches('files', 1, counts.files, batchSize, rows(fileInsert));
  await batches('referrals', 1, counts.referrals, batchSize, rows(referralInsert));
  await batches('applications', 1, counts.applications, batchSize, rows(applicationInsert));
  await batches('updates', 1, counts.updates, batchSize, rows(updateInsert));
  await batches('notifications', 1, counts.notifications, batchSize, rows(notificationInsert));

  const analyzing = performance.now();
  await db.execute(sql.raw('vacuum analyze'));
  log(`  vacuum analyze ${((performance.now() - analyzing) / 1000).toFixed(1).padStart(20)} s`);

  const tableRows: Record<string, number> = {};
  for (const table of filledTables) {
    const [row] = (await db.execute<{ n: string | number }>(sql.raw(`select count(*) as n from ${table}`)))
      .rows;
    tableRows[table] = Number(row?.n ?? 0);
  }
  return { accounts, tableRows, seconds: (performance.now() - started) / 1000 };
}
