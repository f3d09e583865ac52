// `npm run seed:scale`: fills the portal's database to the performance issue's scale: 10,000 clients (each
// with users, accounts, role and profile rows), 200,000 tasks, 1,000,000 chat messages, 100,000 file records
// (metadata only; no bytes on disk), 50,000 referrals, plus 5,000 applications, 20,000 project updates,
// 100,000 notifications, admins' read markers, five admins and an account manager of 500 clients (every
// 20th, so a few big accounts among them). Rows are skewed like a real agency's (a few big accounts, a
// long tail) and spread over two years; the same counts give the same data every run.
// It opens the database the server would (DATABASE_URL, else the embedded one in DATA_DIR; stop the server
// first there), runs the migrations, then inserts in bulk with INSERT ... SELECT over generate_series.
// Knobs: SEED_SCALE_FACTOR (1; 0.1 for a quick run) scales every count, SEED_SCALE_CLIENTS, _TASKS,
// _MESSAGES, _FILES, _REFERRALS, _APPLICATIONS, _UPDATES, _NOTIFICATIONS, _MANAGED_CLIENTS, _EXTRA_ADMINS
// set one each, and SEED_SCALE_BATCH (50,000) the rows per INSERT. It refuses a database it has filled
// before.
import { loadConfig } from '../src/server/config';
import { openConfiguredDatabase } from '../src/server/db/open-configured';
import { scaleCountsFromEnv } from './seed-scale/counts';
import { AlreadyFilledError, seedScale } from './seed-scale/fill';

const counts = scaleCountsFromEnv();
const batchSize = Number(process.env.SEED_SCALE_BATCH ?? 50_000);
if (!Number.isInteger(batchSize) || batchSize <= 0)
  throw new Error('SEED_SCALE_BATCH must be a whole number > 0');

const config = loadConfig();
const target = config.databaseUrl
  ? `PostgreSQL ${new URL(config.databaseUrl).pathname.slice(1)}`
  : `PGlite in ${config.dataDir}/db`;
console.log(`Filling ${target}: migrating, then bulk inserts`);
const database = await openConfiguredDatabase(config);
try {
  await database.migrate();
  const fill = await seedScale(database, counts, { batchSize });
  console.log(`\nDone in ${fill.seconds.toFixed(1)} s. Rows now in the database:`);
  for (const [table, rows] of Object.entries(fill.tableRows))
    console.log(`  ${table.padEnd(24)} ${rows.toLocaleString('en-US').padStart(10)}`);
  console.log('\nSign in with:');
  console.log(`  admin   ${fill.accounts.admin.email} / ${fill.accounts.admin.password}   at /admin/login`);
  console.log(
    `  manager ${fill.accounts.manager.email} / ${fill.accounts.manager.password}   at /admin/login` +
      ` (${counts.managedClients.toLocaleString('en-US')} clients, the busiest included)`,
  );
  console.log(
    `  client  ${fill.accounts.client.email} / ${fill.accounts.client.password}   at /login (the busiest account)`,
  );
  console.log(`  any client …@scale-clients.example signs in with the client's password too`);
} catch (error) {
  if (!(error instanceof AlreadyFilledError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
} finally {
  await database.close();
}
