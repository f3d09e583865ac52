import { mkdir, rm, writeFile } from 'node:fs/promises';
import { Agent } from 'node:http';
import { Socket } from 'node:net';
import { join } from 'node:path';
import type { Duplex } from 'node:stream';
import { test as base, expect } from '@playwright/test';
import { freePort } from '../scripts/reliability/free-port';
import { startServer } from '../scripts/reliability/server-process';

// Every journey imports `test` and `expect` from here. Each Playwright worker runs the journeys it is
// given against a server of its own: the built server on port E2E_PORT + the worker's parallel index, on
// an empty data directory, so it starts from the demo seed. Two workers never share a database, and the
// worker that replaces one after a failure starts from the seed again.

/**
 * Idle keep-alive connections are closed by this process before the server closes them. Playwright's API
 * requests (page.request, context.request) go through an http.Agent with keep-alive and no timeout, and
 * Node 20's agent then ignores the server's `Keep-Alive: timeout=5` hint: it keeps an idle connection until
 * the server closes it, 5 to 6 s later. A request sent on it as the server closes it fails with
 * ECONNRESET, the more often the busier the machine (two workers on two cores). Node's own hint handling
 * would close such a connection after 4 s (the hint less a second); this gives every pooled connection of
 * the process that idle timeout, which the agent answers by closing it.
 */
function closeIdleConnectionsFirst(idleMs = 4_000) {
  const keepSocketAlive = Agent.prototype.keepSocketAlive;
  Agent.prototype.keepSocketAlive = function (this: Agent, socket: Duplex) {
    // Typed as void, it answers whether the agent keeps the socket in its pool.
    const kept: unknown = keepSocketAlive.call(this, socket);
    if (kept && socket instanceof Socket && !socket.timeout) socket.setTimeout(idleMs);
    return kept as undefined;
  };
}
closeIdleConnectionsFirst();

/** The first worker's port; the others follow it (see playwright.config.ts for how many there are). */
export const basePort = Number(process.env.E2E_PORT ?? 3310);

export type PortalServer = { port: number; origin: string };

export const test = base.extend<{ closeContextsOpened: undefined }, { portal: PortalServer }>({
  // The browser lives as long as the worker; a context a journey opens itself (browser.newContext(), as
  // signedIn and newClient do) would live on too, its live event stream still counted against its user's
  // cap (10 streams a person) in every later journey of the worker. Each is closed when its test ends.
  closeContextsOpened: [
    async ({ browser }, use) => {
      const before = new Set(browser.contexts());
      await use(undefined);
      await Promise.all(
        browser
          .contexts()
          .filter((context) => !before.has(context))
          .map((context) => context.close()),
      );
    },
    { auto: true, title: 'close the contexts the test opened' },
  ],
  portal: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's needs from this pattern: none
    async ({}, use, workerInfo) => {
      // The parallel index runs from 0 to workers - 1, and a worker started in place of a failed one keeps
      // it: the port and the data directory are the slot's, freed by the worker before.
      const port = basePort + workerInfo.parallelIndex;
      const origin = `http://localhost:${port}`;
      const dataDir = `.tmp/e2e-data-${port}`;
      // Taken by anything else, the port would answer the health check for a server that is not ours.
      await freePort(port, port).catch(() => {
        throw new Error(
          `Port ${port} is in use: another run on this E2E_PORT? Give this one another E2E_PORT.`,
        );
      });
      await rm(dataDir, { recursive: true, force: true });
      const server = await startServer({
        port,
        dataDir,
        // A few seconds on a quiet machine; far more when the machine is busy with other work.
        startTimeoutMs: 120_000,
        env: {
          APP_ORIGIN: origin,
          NODE_ENV: 'test',
          SEED_DEMO: 'true',
          // Every journey signs in from this one machine, faster than a person would; the limits on failed
          // sign-ins stay as they are.
          SIGN_INS_PER_MINUTE: '200',
        },
      });
      // Should the worker end without tearing its fixtures down, its server goes with it.
      const orphaned = () => {
        try {
          process.kill(server.pid, 'SIGKILL');
        } catch {
          // Already gone.
        }
      };
      process.once('exit', orphaned);
      try {
        await use({ port, origin });
      } finally {
        process.off('exit', orphaned);
        await server.kill('SIGTERM');
        // What the server printed, beside the results, for a failure's post-mortem.
        await mkdir(workerInfo.project.outputDir, { recursive: true });
        await writeFile(
          join(workerInfo.project.outputDir, `server-${port}-worker-${workerInfo.workerIndex}.log`),
          server.output(),
        );
      }
    },
    { scope: 'worker', timeout: 180_000, title: 'start the portal server' },
  ],
  // Relative addresses (page.goto('/login'), request.get('/api/...')) go to this worker's server, in the
  // test's own page and in every context a journey opens with browser.newContext().
  baseURL: async ({ portal }, use) => use(portal.origin),
});

export { expect };
