import { existsSync, mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import { eq, getTableColumns, getTableName, is } from 'drizzle-orm';
import { type PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/connection';
import { createClient, createProjectUpdate, createTask } from '../../src/server/db/factories';
import * as schema from '../../src/server/db/schema/index';
import { createDiskStorage } from '../../src/server/storage/disk-storage';
import { storedFileKeyColumns } from '../../src/server/storage/stored-file-keys';
import { sweepDiskStorage } from '../../src/server/storage/sweep-disk-storage';
import { openTestDatabase } from '../support/test-database';

// What a crash leaves in disk storage is removed at the next start; what a row refers to never is.
let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const put = (root: string, key: string) =>
  createDiskStorage(root).put(key, Readable.from([Buffer.from('%PDF-1.4 bytes')]), {
    contentType: 'application/pdf',
  });

/** A file as a crash left it, written straight to disk, `ageMs` old. */
function leftover(root: string, path: string, ageMs = 0) {
  const file = join(root, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, 'partial');
  const at = new Date(Date.now() - ageMs);
  utimesSync(file, at, at);
}

function setAge(root: string, path: string, ageMs: number) {
  const at = new Date(Date.now() - ageMs);
  utimesSync(join(root, path), at, at);
}

/** One stored file referred to by each column that holds storage keys. */
async function referencedFiles(root: string) {
  const { db } = database;
  const client = await createClient(db);
  const task = await createTask(db, { clientId: client.id });
  const update = await createProjectUpdate(db, { clientId: client.id, message: 'Launched' });
  const keys = {
    attachment: `task-files/${task.id}/1-kept.pdf`,
    clientFile: `client-files/${client.id}/2-kept.pdf`,
    updateFile: `update-files/${update.id}/3-kept.pdf`,
    logo: `user-assets/${client.id}/logo.png`,
  };
  for (const key of Object.values(keys)) await put(root, key);
  const file = { fileType: 'application/pdf', fileSize: 14 };
  await db
    .insert(schema.taskAttachments)
    .values({ taskId: task.id, fileName: 'kept.pdf', fileUrl: keys.attachment, ...file });
  await db
    .insert(schema.files)
    .values({ clientId: client.id, name: 'kept.pdf', category: 'report', fileUrl: keys.clientFile });
  await db
    .insert(schema.updateAttachments)
    .values({ updateId: update.id, fileName: 'kept.pdf', fileUrl: keys.updateFile, ...file });
  await db.update(schema.profiles).set({ logoUrl: keys.logo }).where(eq(schema.profiles.id, client.id));
  return { keys, taskId: task.id };
}

describe('storage sweep at start', () => {
  it('removes partial uploads, unreferenced files with their metadata, and stray metadata; logs each', async () => {
    const root = mkdtempSync(join(tmpdir(), 'agency-sweep-'));
    const { keys, taskId } = await referencedFiles(root);
    await put(root, `task-files/${taskId}/4-orphan.pdf`); // stored, but the crash came before its row
    leftover(root, `task-files/${taskId}/5-cut.pdf.uploading`); // the crash came mid-upload
    leftover(root, `task-files/${taskId}/6-gone.pdf.meta.json`);

    const lines: string[] = [];
    const removed = await sweepDiskStorage({
      root,
      db: database.db,
      exclusive: true,
      log: (l) => lines.push(l),
    });

    expect(removed.sort()).toEqual(
      [
        `task-files/${taskId}/4-orphan.pdf`,
        `task-files/${taskId}/4-orphan.pdf.meta.json`,
        `task-files/${taskId}/5-cut.pdf.uploading`,
        `task-files/${taskId}/6-gone.pdf.meta.json`,
      ].sort(),
    );
    for (const path of removed) expect(existsSync(join(root, path))).toBe(false);
    expect(lines).toHaveLength(4);
    expect(lines).toContain(
      `Storage sweep: removed task-files/${taskId}/5-cut.pdf.uploading (an upload that never finished)`,
    );
    expect(lines).toContain(
      `Storage sweep: removed task-files/${taskId}/4-orphan.pdf (no record refers to it)`,
    );

    for (const key of Object.values(keys)) {
      expect(existsSync(join(root, key))).toBe(true);
      expect(existsSync(join(root, `${key}.meta.json`))).toBe(true);
      expect(await createDiskStorage(root).get(key)).not.toBeNull();
    }
  });

  it('when other servers may share the storage, leaves what is young enough to be theirs in progress', async () => {
    const root = mkdtempSync(join(tmpdir(), 'agency-sweep-'));
    const hourMs = 60 * 60_000;
    leftover(root, 'task-files/t/1-young.pdf.uploading');
    leftover(root, 'task-files/t/2-old.pdf.uploading', hourMs);
    await put(root, 'task-files/t/3-young.pdf');
    await put(root, 'task-files/t/4-old.pdf');
    setAge(root, 'task-files/t/4-old.pdf', hourMs);
    setAge(root, 'task-files/t/4-old.pdf.meta.json', hourMs);

    const removed = await sweepDiskStorage({ root, db: database.db, exclusive: false, log: () => {} });

    expect(removed.sort()).toEqual([
      'task-files/t/2-old.pdf.uploading',
      'task-files/t/4-old.pdf',
      'task-files/t/4-old.pdf.meta.json',
    ]);
    expect(existsSync(join(root, 'task-files/t/1-young.pdf.uploading'))).toBe(true);
    expect(existsSync(join(root, 'task-files/t/3-young.pdf'))).toBe(true);
  });

  it('does nothing when storage holds no files yet', async () => {
    const root = join(mkdtempSync(join(tmpdir(), 'agency-sweep-')), 'storage');
    expect(await sweepDiskStorage({ root, db: database.db, exclusive: true, log: () => {} })).toEqual([]);
  });

  it('knows every column that may hold a storage key', () => {
    const nameOf = (column: PgColumn) => `${getTableName(column.table)}.${column.name}`;
    const tables = (Object.values(schema) as unknown[]).filter((value): value is PgTable =>
      is(value, PgTable),
    );
    const urlColumns = tables
      .flatMap((table) => Object.values(getTableColumns(table)))
      .filter((column) => /_(url|key)$/.test(column.name));
    expect(storedFileKeyColumns.map(nameOf).sort()).toEqual(urlColumns.map(nameOf).sort());
  });
});
