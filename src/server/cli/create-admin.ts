import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { AppError } from '../core/errors';
import { DataDirLockedError } from '../db/lock';
import { openConfiguredDatabase } from '../db/open-configured';
import { createUserAccount } from '../identity/create-user-account';

// npm run admin:create -- --email ops@agency.example --password '...' [--name 'Ops Lead']
const { values } = parseArgs({
  options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' } },
});

if (!values.email || !values.password) {
  console.error("Usage: npm run admin:create -- --email EMAIL --password PASSWORD [--name 'Full Name']");
  process.exit(2);
}

const config = loadConfig();
const database = await openConfiguredDatabase(config).catch((error: unknown) => {
  // The embedded database is held by a running server: say so, without a stack trace.
  if (error instanceof DataDirLockedError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
});
try {
  await database.migrate();
  const user = await createUserAccount({
    db: database.db,
    account: {
      email: values.email,
      password: values.password,
      name: values.name ?? 'Agency Admin',
      role: 'admin',
      emailVerified: true,
      signup: { source: 'admin' },
    },
  });
  console.log(`Admin created: ${user.email}. Sign in at ${config.appOrigin}/admin/login`);
} catch (error) {
  console.error(error instanceof AppError ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
