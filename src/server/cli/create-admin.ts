import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openConfiguredDatabase } from '../db/open-configured';
import { createUserAccount } from '../features/accounts/create-user-account';
import { AppError } from '../http/errors';

// npm run admin:create -- --email ops@agency.example --password '...' [--name 'Ops Lead']
const { values } = parseArgs({
  options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' } },
});

if (!values.email || !values.password) {
  console.error("Usage: npm run admin:create -- --email EMAIL --password PASSWORD [--name 'Full Name']");
  process.exit(2);
}

const config = loadConfig();
const database = await openConfiguredDatabase(config);
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
