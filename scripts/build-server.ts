// The production server as one compiled file (`npm run build`, decision 020): `dist/server/main.js`, our
// TypeScript bundled with its source map, every npm package left to node_modules. Started with
// `node --enable-source-maps dist/server/main.js`, the server loads no TypeScript compiler at run time.
// The paths the server finds beside itself keep their meaning from the bundle's folder: the migrations
// are copied to `dist/server/migrations` (db/connection.ts), and `../../dist/web` (main.ts) is the web
// build from `dist/server` as from `src/server`.
import { cpSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

const outDir = 'dist/server';
rmSync(outDir, { recursive: true, force: true });
await build({
  entryPoints: ['src/server/main.ts'],
  outfile: `${outDir}/main.js`,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
cpSync('src/server/db/migrations', `${outDir}/migrations`, { recursive: true });
console.log(`Server bundled to ${outDir}/main.js`);
