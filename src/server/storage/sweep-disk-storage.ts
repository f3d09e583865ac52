import type { Dirent } from 'node:fs';
import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Db } from '../db/connection';
import { referencedStorageKeys } from './stored-file-keys';

// Disk storage writes `{key}.{random}.uploading`, then `{key}.meta.json`, then renames the first to `{key}`; the
// database row naming the key is written after that. A crash in between leaves files no row points to.
const PARTIAL = '.uploading';
const META = '.meta.json';

/**
 * When another server may share this storage (PostgreSQL lets several run), a file this young may be its
 * upload in progress, or a file whose row it is about to commit: it is left for a later start.
 */
const SHARED_STORAGE_GRACE_MS = 10 * 60_000;

/**
 * Run at start, before any request is served: removes from disk storage what interrupted uploads and
 * crashes left behind (partial uploads, stored files no database row refers to, metadata without its
 * file), and logs each removal. `exclusive`: no other server can be using this storage (the embedded
 * database's lock on the data directory guarantees it), so every leftover goes, however young.
 */
export async function sweepDiskStorage({
  root,
  db,
  exclusive,
  log = console.log,
}: {
  root: string;
  db: Db;
  exclusive: boolean;
  log?: (line: string) => void;
}): Promise<string[]> {
  const cutoff = Date.now() - (exclusive ? 0 : SHARED_STORAGE_GRACE_MS);
  const referenced = await referencedStorageKeys(db);
  const present = new Set(await listFiles(root));
  const removed: string[] = [];

  const remove = async (path: string, why: string) => {
    const info = await stat(join(root, path)).catch(() => undefined);
    if (!info || info.mtimeMs > cutoff) return;
    await rm(join(root, path), { force: true });
    removed.push(path);
    log(`Storage sweep: removed ${path} (${why})`);
  };

  for (const path of present) {
    if (path.endsWith(PARTIAL)) await remove(path, 'an upload that never finished');
    else if (path.endsWith(META)) {
      if (!present.has(path.slice(0, -META.length)))
        await remove(path, 'metadata of a file that is not there');
    } else if (!referenced.has(path)) {
      await remove(path, 'no record refers to it');
      if (removed.at(-1) === path && present.has(path + META)) await remove(path + META, 'metadata of it');
    }
  }
  return removed;
}

/** Every file under `root`, as a storage key ('task-files/abc/1-f00.pdf'); none when there is no root. */
async function listFiles(root: string, prefix = ''): Promise<string[]> {
  let entries: Dirent[];
  try {
    entries = await readdir(join(root, prefix), { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const paths: string[] = [];
  for (const entry of entries) {
    const path = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) paths.push(...(await listFiles(root, path)));
    else if (entry.isFile()) paths.push(path);
  }
  return paths;
}
