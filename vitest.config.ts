import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'test/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['test/support/global-setup.ts'],
    setupFiles: ['test/support/fail-on-console.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
