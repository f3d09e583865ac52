import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The web app's import alias (vite.config.ts), so unit tests can load its pure modules.
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'test/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['test/support/global-setup.ts'],
    setupFiles: ['test/support/fail-on-console.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // One test file per core at a time: every file opens fresh databases of its own, listens only on
    // ports the system picks and writes only to its own temporary directories.
    maxWorkers: '100%',
  },
});
