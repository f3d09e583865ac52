// Part of `npm run lint`: fails when an import crosses the layers drawn in docs/ARCHITECTURE.md, when
// shared code imports a Node module or React, or when imports under src/ form a cycle.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { findCycles } from './layers/cycles';
import { findViolations, type SourceFile } from './layers/rules';

function sourceFiles(dir: string): SourceFile[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) ? [{ path, text: readFileSync(path, 'utf8') }] : [];
  });
}

const files = sourceFiles('src');
const violations = findViolations(files);
for (const v of violations) console.error(`${v.from}: imports '${v.specifier}' (${v.to}): ${v.rule}`);
const cycles = findCycles(files);
for (const cycle of cycles) console.error(`import cycle: ${cycle.join(' → ')}`);
if (violations.length > 0 || cycles.length > 0) {
  console.error(
    `\n${violations.length} import(s) break the layers and ${cycles.length} import cycle(s) tie files ` +
      'together (docs/ARCHITECTURE.md, "Layers")',
  );
  process.exit(1);
}
console.log('Layers: every import follows docs/ARCHITECTURE.md, and no imports form a cycle');
