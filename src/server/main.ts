import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { resolveAuthSecret } from './auth/secret';
import { ConfigError, loadConfig } from './config';
import { DataDirLockedError } from './db/lock';
import { openConfiguredDatabase } from './db/open-configured';
import { demoAccounts, seedDemo } from './db/seed';
import { createDeps } from './deps';
import { createJobs } from './jobs/jobs';
import { diskStorageRoot } from './storage/select-storage';
import { sweepDiskStorage } from './storage/sweep-disk-storage';

// The web build, two folders up from src/server in development and from dist/server in production.
const webRoot = fileURLToPath(new URL('../../dist/web', import.meta.url));

async function main() {
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  await database.migrate();
  const deps = createDeps(config, database, {
    authSecret: resolveAuthSecret(config.authSecret, config.dataDir),
  });

  if (config.seedDemo && (await seedDemo(deps.db))) {
    console.log('Seeded demo accounts (change or remove them before real use):');
    console.log(`  admin   ${demoAccounts.admin.email} / ${demoAccounts.admin.password}  -> /admin/login`);
    console.log(`  client  ${demoAccounts.client.email} / ${demoAccounts.client.password}  -> /login`);
  }

  // Before the first request: what a crash left in storage goes, and no upload is under way yet.
  if (deps.storage.kind === 'disk') {
    await sweepDiskStorage({
      root: diskStorageRoot(config),
      db: deps.db,
      exclusive: database.kind === 'pglite',
    });
  }

  await deps.realtime.start();
  const jobs = createJobs({
    database,
    realtime: deps.realtime,
    mail: {
      db: deps.db,
      mailer: deps.mailer,
      appOrigin: config.appOrigin,
      unsubscribeSecret: deps.unsubscribeSecret,
    },
  });
  await jobs.start();
  const app = createApp(deps, { webRoot });
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, () => {
    console.log(`Agency Portal is running on ${config.appOrigin} (${database.kind})`);
  });

  const shutdown = async () => {
    server.close();
    await jobs.stop();
    await deps.realtime.stop();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

main().catch((error) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
