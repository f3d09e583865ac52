import { join } from 'node:path';
import type { Config } from '../config';
import { type Database, openPglite, openPostgres } from './connection';
import { lockDataDir } from './lock';

/** The database the configuration names: PostgreSQL with DATABASE_URL, else PGlite in DATA_DIR/db. */
export async function openConfiguredDatabase(config: Config): Promise<Database> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl);
  const unlock = await lockDataDir(config.dataDir);
  try {
    const database = await openPglite({ dataDir: join(config.dataDir, 'db') });
    return {
      ...database,
      close: async () => {
        await database.close();
        await unlock();
      },
    };
  } catch (error) {
    await unlock();
    throw error;
  }
}
