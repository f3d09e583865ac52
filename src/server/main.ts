import cluster from 'node:cluster';
import { fileURLToPath } from 'node:url';
import { serve as serveHttp } from '@hono/node-server';
import { createApp } from './app';
import { resolveAuthSecret } from './auth/secret';
import { type Config, ConfigError, loadConfig } from './config';
import { superviseServerProcesses } from './core/server-processes';
import type { Database } from './db/connection';
import { DataDirLockedError } from './db/lock';
import { openConfiguredDatabase } from './db/open-configured';
import { demoAccounts, seedDemo } from './db/seed';
import { createDeps } from './deps';
import { issueScheduledInvoices } from './features/invoices/issue-scheduled-invoices';
import { createJobs } from './jobs/jobs';
import { diskStorageRoot } from './storage/select-storage';
import { sweepDiskStorage } from './storage/sweep-disk-storage';

// The web build, two folders up from src/server in development and from dist/server in production.
const webRoot = fileURLToPath(new URL('../../dist/web', import.meta.url));

async function main() {
  const config = loadConfig();
  if (cluster.isWorker) return serve(config);
  const database = await openConfiguredDatabase(config);
  await prepare(config, database);
  if (config.workers === 1) return serve(config, database);
  // Several processes: this one prepared the database and storage once, then only supervises.
  await database.close();
  superviseServerProcesses({
    count: config.workers,
    onListening: () => announce(config, `postgres, ${config.workers} server processes`),
  });
}

/** Once per start, before any process serves: the schema, the demo accounts, what a crash left in storage. */
async function prepare(config: Config, database: Database) {
  await database.migrate();
  // A generated secret is written now, so that every server process reads the same one.
  resolveAuthSecret(config.authSecret, config.dataDir);
  if (config.seedDemo && (await seedDemo(database.db))) {
    console.log('Seeded demo accounts (change or remove them before real use):');
    console.log(`  admin   ${demoAccounts.admin.email} / ${demoAccounts.admin.password}  -> /admin/login`);
    console.log(`  client  ${demoAccounts.client.email} / ${demoAccounts.client.password}  -> /login`);
  }
  // Before the first request: what a crash left in storage goes, and no upload is under way yet.
  if (!config.s3) {
    await sweepDiskStorage({
      root: diskStorageRoot(config),
      db: database.db,
      exclusive: database.kind === 'pglite',
    });
  }
}

/** Serves the app until SIGTERM or SIGINT: the only process, or one of several (`WORKERS`). */
async function serve(config: Config, opened?: Database) {
  const database = opened ?? (await openConfiguredDatabase(config));
  const deps = createDeps(config, database, {
    authSecret: resolveAuthSecret(config.authSecret, config.dataDir),
  });
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
    extraPasses: [
      {
        queue: 'scheduled-invoices',
        // Every ten minutes: a period's invoice goes out shortly after its first day begins.
        cron: '*/10 * * * *',
        run: () => issueScheduledInvoices({ db: deps.db, realtime: deps.realtime }),
      },
    ],
  });
  await jobs.start();
  const app = createApp(deps, { webRoot });
  const server = serveHttp({ fetch: app.fetch, port: config.port, hostname: config.host }, () => {
    if (cluster.isPrimary) announce(config, database.kind);
  });

  let stopping = false;
  const shutdown = async () => {
    // A terminal's Ctrl-C reaches every process of the group, then the supervisor's SIGTERM: stop once.
    if (stopping) return;
    stopping = true;
    server.close();
    await jobs.stop();
    await deps.realtime.stop();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

function announce(config: Config, how: string) {
  console.log(`Agency Portal is running on ${config.appOrigin} (${how})`);
}

main().catch((error) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
