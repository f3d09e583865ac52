import { execFileSync } from 'node:child_process';

/**
 * Builds the web app and the server bundle once, before the workers start their servers from it.
 * `E2E_SKIP_BUILD=1` reuses the last build (CI builds in a step of its own).
 */
export default function buildOnce() {
  if (process.env.E2E_SKIP_BUILD) return;
  // The servers run with NODE_ENV=test, which must not reach the build: Vite would bundle React's
  // development build (StrictMode's doubled effects and all), not the one users get.
  execFileSync('npm', ['run', 'build'], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
}
