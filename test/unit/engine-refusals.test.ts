import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { engineRefusals } from '../../scripts/runtime/engine-refusals';

const root = mkdtempSync(join(tmpdir(), 'engine-refusals-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function pkg(folder: string, manifest: Record<string, unknown>) {
  mkdirSync(join(root, folder), { recursive: true });
  writeFileSync(join(root, folder, 'package.json'), JSON.stringify(manifest));
}

pkg('node_modules/any-node', { name: 'any-node', version: '1.0.0' });
pkg('node_modules/needs-22', { name: 'needs-22', version: '2.0.0', engines: { node: '>=22.12.0' } });
pkg('node_modules/@scope/needs-26', { name: '@scope/needs-26', version: '3.0.0', engines: { node: '>=26' } });
pkg('node_modules/any-node/node_modules/nested-old', {
  name: 'nested-old',
  version: '0.1.0',
  engines: { node: '^18 || ^20' },
});
pkg('node_modules/prose-range', {
  name: 'prose-range',
  version: '1.0.0',
  engines: { node: 'any recent one' },
});

describe('engine refusals', () => {
  it('names every installed package whose engines.node refuses the runtime, scoped and nested ones too', () => {
    const refused = (version: string) =>
      engineRefusals(root, version)
        .map((refusal) => `${refusal.name}@${refusal.version} ${refusal.requires}`)
        .sort();
    expect(refused('v20.20.2')).toEqual(['@scope/needs-26@3.0.0 >=26', 'needs-22@2.0.0 >=22.12.0']);
    expect(refused('v24.22.3')).toEqual(['@scope/needs-26@3.0.0 >=26', 'nested-old@0.1.0 ^18 || ^20']);
    expect(refused('v26.1.0')).toEqual(['nested-old@0.1.0 ^18 || ^20']);
  });

  it('finds none in the project as installed, on the Node that runs its tests', () => {
    expect(engineRefusals(process.cwd(), process.version)).toEqual([]);
  });
});
