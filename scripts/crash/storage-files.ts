import type { Dirent } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';

export type StoredFile = { key: string; ageMs: number };

/** Every file under the disk storage root, as its storage key and age. */
export async function listStoredFiles(root: string, prefix = ''): Promise<StoredFile[]> {
  let entries: Dirent[];
  try {
    entries = await readdir(join(root, prefix), { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const files: StoredFile[] = [];
  for (const entry of entries) {
    const key = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) files.push(...(await listStoredFiles(root, key)));
    else if (entry.isFile()) files.push({ key, ageMs: Date.now() - (await stat(join(root, key))).mtimeMs });
  }
  return files;
}
