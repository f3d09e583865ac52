import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The web app's import alias (vite.config.ts), so unit tests can load its pure modules.
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    environment: 'node',
    setupFiles: ['test/support/fail-on-console.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // One test file per core at a time: every file opens fresh databases of its own, listens only on
    // ports the system picks and writes only to its own temporary directories.
    maxWorkers: '100%',
    projects: [
      {
        extends: true,
        test: {
          // Never opens the test database: the same whichever database a run is on, so run once.
          name: 'unit',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'test/unit/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          // Each file on its own copy of a migrated database: PGlite, or PostgreSQL with
          // TEST_DATABASE_URL (CI runs this project a second time there: `--project database`).
          name: 'database',
          include: ['test/api/**/*.test.ts', 'test/fuzz/**/*.test.ts'],
          globalSetup: ['test/support/global-setup.ts'],
        },
      },
    ],
  },
});
