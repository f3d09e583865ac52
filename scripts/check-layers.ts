// Part of `npm run lint`: fails when an import crosses the layers drawn in docs/ARCHITECTURE.md.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { findViolations, type SourceFile } from './layers/rules';

function sourceFiles(dir: string): SourceFile[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) ? [{ path, text: readFileSync(path, 'utf8') }] : [];
  });
}

const violations = findViolations(sourceFiles('src'));
for (const v of violations) console.error(`${v.from}: imports '${v.specifier}' (${v.to}): ${v.rule}`);
if (violations.length > 0) {
  console.error(`\n${violations.length} import(s) break the layers of docs/ARCHITECTURE.md`);
  process.exit(1);
}
console.log('Layers: every import follows docs/ARCHITECTURE.md');
