import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../reliability/free-port';
import { type Account, registerClient, signIn, strongPassword } from '../reliability/portal-accounts';
import type { PortalSession } from '../reliability/portal-session';
import { createScratchDatabase } from '../reliability/scratch-postgres';
import { type RunningServer, startServer } from '../reliability/server-process';

export type LoadClient = { id: string; session: PortalSession; taskIds: string[]; probeTaskId: string };
export type ProductionPortal = {
  server: RunningServer;
  admin: PortalSession;
  clients: LoadClient[];
  close(): Promise<void>;
};

const repoRoot = new URL('../..', import.meta.url);

/**
 * The built server in production mode on a fresh PostgreSQL database: an admin made with
 * `npm run admin:create`'s script before start, clients who join through invite links (production has no
 * outbox page: the verification mail is read from the outbox table, where mail goes without SMTP), and
 * tasks the admin assigns them.
 */
export async function startProductionPortal(
  clientCount: number,
  tasksPerClient: number,
): Promise<ProductionPortal> {
  const scratch = await createScratchDatabase('load_test');
  const dataDir = await mkdtemp(join(tmpdir(), 'portal-load-'));
  const port = await freePort();
  const env = {
    NODE_ENV: 'production',
    AUTH_SECRET: randomBytes(32).toString('hex'),
    // Every simulated user signs in from 127.0.0.1: the per-address limit would refuse the eleventh.
    SIGN_INS_PER_MINUTE: '10000',
    DATA_DIR: dataDir,
    DATABASE_URL: scratch.url,
    APP_ORIGIN: `http://127.0.0.1:${port}`,
  };
  let server: RunningServer | undefined;
  const close = async () => {
    await server?.kill('SIGTERM');
    await scratch.drop();
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    const adminAccount: Account = { email: 'load-admin@agency.example', password: strongPassword() };
    await promisify(execFile)(
      process.execPath,
      [
        '--import',
        'tsx',
        'src/server/cli/create-admin.ts',
        '--email',
        adminAccount.email,
        '--password',
        adminAccount.password,
      ],
      { cwd: repoRoot, env: { PATH: process.env.PATH ?? '', ...env } },
    );
    server = await startServer({ port, dataDir, databaseUrl: scratch.url, env });
    const admin = await signIn(server.origin, adminAccount, 'admin');
    const readOutbox = async (to: string) =>
      (
        await scratch.query<{ text: string }>('select text from outbox_emails where "to" = $1', [to])
      ).rows.map((r) => r.text);

    const clients: LoadClient[] = [];
    for (let i = 0; i < clientCount; i++) {
      const joined = await registerClient(admin, readOutbox, `load-client-${i + 1}`);
      const assign = async (title: string) => {
        const { status, body } = await admin.request('POST', '/api/admin/tasks', {
          title,
          clientId: joined.id,
        });
        if (status !== 201) throw new Error(`Creating a task answered ${status}`);
        return (body as { id: string }).id;
      };
      const taskIds: string[] = [];
      for (let t = 0; t < tasksPerClient; t++) taskIds.push(await assign(`Load task ${t + 1}`));
      clients.push({
        id: joined.id,
        session: joined.session,
        taskIds,
        probeTaskId: await assign('Delivery probe'),
      });
    }
    return { server, admin, clients, close };
  } catch (error) {
    await close();
    throw error;
  }
}
