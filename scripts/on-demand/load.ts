// The heavy libraries that only hand-run scripts use (Lighthouse, autocannon: about 170 packages and
// 180 MB) stay out of the project's `npm ci`. They are pinned by this folder's own lock file and installed
// from it the first time a script asks for one.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const folder = fileURLToPath(new URL('.', import.meta.url));
const manifest = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
};

/** True when every pinned library is installed at its pinned version. */
function installed(): boolean {
  return Object.entries(manifest.dependencies).every(([name, version]) => {
    const path = join(folder, 'node_modules', name, 'package.json');
    return (
      existsSync(path) && (JSON.parse(readFileSync(path, 'utf8')) as { version: string }).version === version
    );
  });
}

function install() {
  console.log('Installing the hand-run scripts’ libraries from scripts/on-demand/package-lock.json…');
  const result = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: folder, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`npm ci in scripts/on-demand failed (exit ${result.status})`);
}

/** Imports `specifier` (a pinned library or a file inside one), installing the libraries first if needed. */
export async function loadOnDemand<T>(specifier: string): Promise<T> {
  if (!installed()) install();
  const resolved = createRequire(join(folder, 'package.json')).resolve(specifier);
  return (await import(pathToFileURL(resolved).href)) as T;
}

/** autocannon, the HTTP load generator of the bench and load scripts (its types come from @types/autocannon). */
export async function loadAutocannon() {
  return (await loadOnDemand<{ default: typeof import('autocannon') }>('autocannon')).default;
}
