import { defineConfig, devices } from '@playwright/test';

// End-to-end tests drive the machine's Chromium (nothing downloads a browser) against real servers: each
// worker starts the built server on a port and an empty data directory of its own, so every worker begins
// from the demo seed (e2e/fixtures.ts). The build runs once, before the workers (e2e/global-setup.ts).
const port = Number(process.env.E2E_PORT ?? 3310);

export default defineConfig({
  testDir: 'e2e',
  // The workers' ports are E2E_PORT and the ones after it, so two runs on E2E_PORTs at least `workers`
  // apart never share a server, a data directory or results.
  outputDir: `test-results/${port}`,
  globalSetup: './e2e/global-setup.ts',
  // The tests of one file run in order, in one worker; the files are shared between the workers.
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? 'list' : [['list']],
  use: {
    // No baseURL here: the worker's server gives it (e2e/fixtures.ts).
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
});
