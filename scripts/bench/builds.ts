// Which built checkouts `npm run bench` measures: this one, or the two BENCH_BUILDS names ("<A>,<B>",
// each a checkout with `npm run build` done), taken in turn run by run (A B A B ...), so a busy moment of
// the shared machine weighs on both builds rather than on whichever ran then.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export type Build = { label: string; checkout: string };

const thisCheckout = fileURLToPath(new URL('../..', import.meta.url));

export function benchBuilds(list: string | undefined): Build[] {
  const checkouts = list === undefined ? [thisCheckout] : list.split(',').map((dir) => resolve(dir.trim()));
  if (checkouts.length !== 1 && checkouts.length !== 2)
    throw new Error('BENCH_BUILDS names two built checkouts, e.g. "../previous,."');
  return checkouts.map((checkout, i) => {
    for (const built of ['dist/server/main.js', 'dist/web/index.html'])
      if (!existsSync(join(checkout, built)))
        throw new Error(`No ${built} in ${checkout}: run \`NODE_ENV=production npm run build\` there first.`);
    return { label: 'AB'[i] ?? '', checkout };
  });
}

/**
 * One build's server at a time (the embedded database has one owner, and two servers would share the two
 * cores): serving another build stops the running server and starts that build's.
 */
export function serverTurns<Server extends { stop(): Promise<void> }>(
  start: (build: Build) => Promise<Server>,
) {
  let current: { build: Build; server: Server } | null = null;
  return {
    async serve(build: Build): Promise<Server> {
      if (current?.build === build) return current.server;
      await current?.server.stop();
      current = null;
      current = { build, server: await start(build) };
      return current.server;
    },
    async stop() {
      await current?.server.stop();
      current = null;
    },
  };
}
