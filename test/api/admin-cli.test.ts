import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { openPglite } from '../../src/server/db/connection';
import { lockDataDir } from '../../src/server/db/lock';
import { messages } from '../../src/shared/messages';
import { createTestApp } from '../support/test-app';

const run = promisify(execFile);

/** Runs `npm run admin:create -- ...args` (without npm) on its own data directory. */
async function adminCreate(dataDir: string, args: string[]) {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'development' };
  delete env.DATABASE_URL;
  try {
    const { stdout, stderr } = await run(
      join('node_modules', '.bin', 'tsx'),
      ['src/server/cli/create-admin.ts', ...args],
      {
        env,
      },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe('admin:create command', () => {
  it('creates an admin who can sign in, and refuses a weak password with its message', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'agency-admin-cli-'));
    const email = 'ops@agency.example';

    const created = await adminCreate(dataDir, [
      '--email',
      email,
      '--password',
      'a-strong-admin-passphrase',
      '--name',
      'Ops Lead',
    ]);
    expect(created).toMatchObject({ code: 0, stderr: '' });
    expect(created.stdout).toContain(`Admin created: ${email}.`);

    const weak = await adminCreate(dataDir, ['--email', 'weak@agency.example', '--password', 'password123']);
    expect(weak.code).toBe(1);
    expect(weak.stderr).toContain(messages.password.tooCommon);

    const usage = await adminCreate(dataDir, ['--email', email]);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('Usage: npm run admin:create');

    // The server, opened on the same data directory afterwards, lets the admin in as an admin.
    const t = await createTestApp({ database: await openPglite({ dataDir: join(dataDir, 'db') }) });
    try {
      const admin = await t.signIn(email, 'a-strong-admin-passphrase');
      expect(await (await admin.get('/api/me')).json()).toMatchObject({
        user: { name: 'Ops Lead' },
        role: 'admin',
        profile: { signupSource: 'admin' },
      });
      const weakRows = await t.db.query.users.findMany({
        where: (u, { eq }) => eq(u.email, 'weak@agency.example'),
      });
      expect(weakRows).toEqual([]);
    } finally {
      await t.close();
    }
  }, 90_000);

  it('says the data directory is in use, without a stack trace, while a server holds it', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'agency-admin-cli-'));
    const unlock = await lockDataDir(dataDir);
    try {
      const refused = await adminCreate(dataDir, [
        '--email',
        'ops@agency.example',
        '--password',
        'a-strong-admin-passphrase',
      ]);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain('Another Agency Portal server');
      expect(refused.stderr).not.toMatch(/^\s+at /m);
    } finally {
      await unlock();
    }
  }, 90_000);
});
