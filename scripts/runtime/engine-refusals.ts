// Which installed packages refuse a Node version by their `engines.node`, for `npm run check:runtime`.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import semver from 'semver';

export type EngineRefusal = { name: string; version: string; requires: string; path: string };

type Manifest = { name?: string; version?: string; engines?: { node?: unknown } };

export function readManifest(folder: string): Manifest | undefined {
  const path = join(folder, 'package.json');
  if (!existsSync(path)) return undefined;
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as Manifest;
  } catch {
    return undefined;
  }
}

/** Every package folder below `modules` (a node_modules folder), scoped and nested ones included. */
function* packageFolders(modules: string): Generator<string> {
  if (!existsSync(modules)) return;
  for (const entry of readdirSync(modules, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name.startsWith('.')) continue;
    const folder = join(modules, entry.name);
    if (entry.name.startsWith('@')) {
      for (const scoped of readdirSync(folder, { withFileTypes: true }))
        if (scoped.isDirectory()) yield* withNested(join(folder, scoped.name));
    } else yield* withNested(folder);
  }
}

function* withNested(folder: string): Generator<string> {
  yield folder;
  yield* packageFolders(join(folder, 'node_modules'));
}

/** The installed packages below `root` whose `engines.node` refuses Node `nodeVersion`. */
export function engineRefusals(root: string, nodeVersion: string): EngineRefusal[] {
  const refusals: EngineRefusal[] = [];
  for (const folder of packageFolders(join(root, 'node_modules'))) {
    const manifest = readManifest(folder);
    const requires = manifest?.engines?.node;
    // A range semver cannot read (a few old packages write prose) states nothing it could hold us to.
    if (typeof requires !== 'string' || semver.validRange(requires) === null) continue;
    if (!semver.satisfies(nodeVersion, requires))
      refusals.push({
        name: manifest?.name ?? folder,
        version: manifest?.version ?? '?',
        requires,
        path: folder,
      });
  }
  return refusals;
}
