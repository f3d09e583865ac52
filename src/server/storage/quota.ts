import { type SQL, sql } from 'drizzle-orm';
import { messages } from '../../shared/messages';
import { AppError } from '../core/errors';
import type { DbOrTx } from '../db/connection';
import { describeBytes } from './describe-bytes';

// A client's storage quota: every stored file that belongs to the client counts, whoever uploaded it.
// Every upload route checks it twice: before reading the body (what it declares) and, with the bytes
// actually received, in the transaction that writes the rows (`confirmWithinQuota`).

/** True when `incomingBytes` on top of `usedBytes` would pass the quota; exactly reaching it is fine. */
export function exceedsQuota(usedBytes: number, incomingBytes: number, quotaBytes: number): boolean {
  return usedBytes + incomingBytes > quotaBytes;
}

/** What may still be stored; never negative (a quota lowered below what is stored leaves no room). */
export function roomLeft(usedBytes: number, quotaBytes: number): number {
  return Math.max(0, quotaBytes - usedBytes);
}

export function quotaExceededError(quotaBytes: number): AppError {
  const message = messages.uploads.quotaExceeded(describeBytes(quotaBytes));
  return new AppError('payload_too_large', message, { file: [message] });
}

/**
 * The bytes stored for the client `clientId` names (a value or a column): task attachments of its tasks,
 * attachments of its project updates, the files of its reviews' versions and comments, and its files (whose
 * size is kept in MB, rounded up to the byte).
 * A new table of stored files must be added here, as `stored-file-keys.ts` lists their key columns.
 * Deliberately not counted: the thumbnails the server makes of review pictures (`review_files.thumbnail_url`,
 * `image-thumbnail.ts`). Nobody uploads them, and they go only with their file; a few tens of KB beside a
 * picture that counts, made after the upload's own quota check: counting them could put a client over a
 * quota that every one of its uploads respected.
 */
function bytesStoredFor(clientId: SQL) {
  return sql`(
      coalesce((select sum(a.file_size) from task_attachments a
                join tasks t on t.id = a.task_id where t.client_id = ${clientId}), 0)
    + coalesce((select sum(u.file_size) from update_attachments u
                join project_updates p on p.id = u.update_id where p.client_id = ${clientId}), 0)
    + coalesce((select sum(rf.file_size) from review_files rf
                join review_versions rv on rv.id = rf.version_id
                join reviews r on r.id = rv.review_id where r.client_id = ${clientId}), 0)
    + coalesce((select sum(cf.file_size) from review_comment_files cf
                join review_comments rc on rc.id = cf.comment_id
                join reviews r on r.id = rc.review_id where r.client_id = ${clientId}), 0)
    + coalesce((select sum(ceil(f.size_mb * 1048576)) from files f
                where f.client_id = ${clientId} and f.size_mb is not null), 0))`;
}

/** Bytes stored for `clientId`, whoever uploaded them. */
export async function storageUsedByClient(db: DbOrTx, clientId: string): Promise<number> {
  const [row] = (
    await db.execute<{ used: string | number | null }>(
      sql`select ${bytesStoredFor(sql`${clientId}`)} as used`,
    )
  ).rows;
  return Number(row?.used ?? 0);
}

/** Bytes stored for every client account (0 for one with nothing stored), for the admin's usage view. */
export async function storageUsedPerClient(db: DbOrTx): Promise<Map<string, number>> {
  const rows = (
    await db.execute<{
      client_id: string;
      used: string | number | null;
    }>(sql`select company.id as client_id, ${bytesStoredFor(sql`company.id`)} as used
        from client_accounts company`)
  ).rows;
  return new Map(rows.map((row) => [row.client_id, Number(row.used ?? 0)]));
}

/**
 * Run inside the transaction that writes the new rows, before writing them: waits for any other upload
 * for this client to commit (a lock held to the end of the transaction), then counts again with what
 * that one stored. Two parallel uploads that each fit alone cannot both pass.
 */
export async function confirmWithinQuota(
  tx: DbOrTx,
  { clientId, incomingBytes, quotaBytes }: { clientId: string; incomingBytes: number; quotaBytes: number },
): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`client-storage:${clientId}`}, 0))`);
  const used = await storageUsedByClient(tx, clientId);
  if (exceedsQuota(used, incomingBytes, quotaBytes)) throw quotaExceededError(quotaBytes);
}
