// The production server as one compiled file (`npm run build`, decision 020): `dist/server/main.js`, our
// TypeScript bundled with its source map, every npm package left to node_modules but Drizzle and the auth
// library's Drizzle adapter (below). Started with
// `node --enable-source-maps dist/server/main.js`, the server loads no TypeScript compiler at run time.
// The paths the server finds beside itself keep their meaning from the bundle's folder: the migrations
// are copied to `dist/server/migrations` (db/connection.ts), and `../../dist/web` (main.ts) is the web
// build from `dist/server` as from `src/server`.
import { cpSync, rmSync } from 'node:fs';
import { build, type Plugin } from 'esbuild';

/**
 * The packages compiled into the bundle rather than loaded from node_modules. Drizzle's package.json
 * declares over 400 entry points; Node 24 reads it anew for each of Drizzle's modules it loads, which took
 * about 150 MB of heap while the server started, kept by the process for its life (docs/performance.md).
 * The auth library's Drizzle adapter comes with it, so both use the one bundled Drizzle.
 */
const compiledIn = /^(drizzle-orm|@better-auth\/drizzle-adapter|better-auth\/adapters\/drizzle)(\/|$)/;

const otherPackagesExternal: Plugin = {
  name: 'other-packages-external',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, ({ path }) =>
      compiledIn.test(path) ? undefined : { path, external: true },
    );
  },
};

const outDir = 'dist/server';
rmSync(outDir, { recursive: true, force: true });
await build({
  entryPoints: ['src/server/main.ts'],
  outfile: `${outDir}/main.js`,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  plugins: [otherPackagesExternal],
  sourcemap: true,
  logLevel: 'warning',
});
cpSync('src/server/db/migrations', `${outDir}/migrations`, { recursive: true });
console.log(`Server bundled to ${outDir}/main.js`);
