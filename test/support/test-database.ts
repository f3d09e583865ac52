import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { type Database, openPglite, openPostgres } from '../../src/server/db/connection';
import { adminQuery, withDatabase } from './global-setup';

/** A fresh, migrated database of its own for one test file (or one test). */
export async function openTestDatabase(): Promise<Database> {
  const source = inject('testDatabase');
  if (!source) {
    throw new Error(
      'This test file opens a database: it belongs in the database project (test/api, see vitest.config.ts).',
    );
  }
  if (source.kind === 'pglite') {
    return openPglite({ loadDataDir: new Blob([readFileSync(source.dumpPath)]) });
  }
  const name = `${source.template.replace(/_template$/, '')}_${randomBytes(6).toString('hex')}`;
  // Copies of one template cannot start at the same instant: retry while another copy holds it.
  for (let attempt = 0; ; attempt++) {
    try {
      await adminQuery(source.adminUrl, `CREATE DATABASE "${name}" TEMPLATE "${source.template}"`);
      break;
    } catch (error) {
      if (attempt >= 50 || !String(error).includes('is being accessed by other users')) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 200));
    }
  }
  return openPostgres(withDatabase(source.adminUrl, name));
}
