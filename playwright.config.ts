import { defineConfig, devices } from '@playwright/test';

// End-to-end tests drive the machine's Chromium (nothing downloads a browser) against a real server
// started on an empty data directory, so every run begins from the demo seed.
const port = Number(process.env.E2E_PORT ?? 3310);
const baseURL = `http://localhost:${port}`;
// One data directory per port, so that two runs on different E2E_PORTs never share a database.
const dataDir = `.tmp/e2e-data-${port}`;
// The server's NODE_ENV=test below would otherwise reach the build too, and Vite would bundle React's
// development build (StrictMode's doubled effects and all), not the one users get.
const build = process.env.E2E_SKIP_BUILD ? '' : 'NODE_ENV=production npm run build && ';

export default defineConfig({
  testDir: 'e2e',
  outputDir: `test-results/${port}`,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? 'list' : [['list']],
  use: {
    baseURL,
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
  webServer: {
    command: `${build}rm -rf ${dataDir} && node --enable-source-maps dist/server/main.js`,
    url: `${baseURL}/api/health`,
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      APP_ORIGIN: baseURL,
      NODE_ENV: 'test',
      SEED_DEMO: 'true',
      // Every journey signs in from this one machine, faster than a person would; the limits on failed
      // sign-ins stay as they are.
      SIGN_INS_PER_MINUTE: '200',
    },
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
