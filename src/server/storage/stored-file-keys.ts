import { isNotNull } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/connection';
import {
  agencySettings,
  files,
  profiles,
  reviewCommentFiles,
  reviewFiles,
  taskAttachments,
  updateAttachments,
} from '../db/schema/index';

/**
 * Every column that holds a storage key. The start-up sweep removes stored files none of these name, so a
 * new column holding keys must be listed here (test/api/storage-sweep.test.ts fails on an unlisted
 * `*_url` column).
 */
export const storedFileKeyColumns: readonly PgColumn[] = [
  files.fileUrl,
  taskAttachments.fileUrl,
  updateAttachments.fileUrl,
  reviewFiles.fileUrl,
  reviewFiles.thumbnailUrl,
  reviewCommentFiles.fileUrl,
  profiles.logoUrl,
  agencySettings.logoUrl,
];

/** Every storage key some row refers to. */
export async function referencedStorageKeys(db: Db): Promise<Set<string>> {
  const keys = new Set<string>();
  for (const column of storedFileKeyColumns) {
    const rows = await db
      .select({ key: column })
      .from(column.table as PgTable)
      .where(isNotNull(column));
    for (const { key } of rows) if (typeof key === 'string') keys.add(key);
  }
  return keys;
}
