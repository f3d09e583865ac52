// `npm run test:instances`: two server instances share one PostgreSQL database and one S3-compatible
// bucket (a local one, run in this process), and one client's journey alternates between them: sessions,
// files, live events, rate limits, sign-out and the jobs' emails must all work whichever instance a
// request reaches. B runs as two server processes on its port (WORKERS): one of them is killed and must
// be replaced, and B's SIGTERM must stop both. Needs PostgreSQL on 127.0.0.1:5432 (RELIABILITY_POSTGRES_URL); no web build.
// Everything it makes (processes, database, bucket files, data folders) is removed, pass or fail.

import { clientJoins, type Member, signInOn, whoIsOn } from './instances/client-joins';
import { expect } from './instances/cross-instance';
import { type AssignedTasks, assignTasks, awaitEmailsSent, eachEmailedOnce } from './instances/emails-once';
import { filesAcrossInstances } from './instances/files-across';
import { B_SERVER_PROCESSES, type InstancePair, startInstancePair } from './instances/instance-pair';
import { liveAcrossInstances, signOutAcrossInstances } from './instances/live-across';
import { rateLimitsAcrossInstances } from './instances/rate-limits-across';
import { noneLeftRunning, processReplaced, serverProcessesOf } from './instances/server-processes';
import type { PortalSession } from './reliability/portal-session';

const began = performance.now();
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
let passed = 0;
let failed = 0;

/** Runs one check and prints its outcome; a failed check does not stop the checks that do not need it. */
async function check(name: string, run: () => Promise<string | undefined>): Promise<boolean> {
  const started = performance.now();
  try {
    const detail = await run();
    passed++;
    console.log(`PASS  ${name} (${seconds(performance.now() - started)})${detail ? `: ${detail}` : ''}`);
    return true;
  } catch (error) {
    failed++;
    console.log(`FAIL  ${name}: ${(error as Error).message}`);
    return false;
  }
}

/** Longest a run may take (it takes about 20 s): a hung request must not keep CI waiting. */
const RUN_LIMIT_MS = 5 * 60_000;

let pair: InstancePair | undefined;
/** Stops everything the run made, then exits: on Ctrl-C, or a run past its limit. */
async function abandon(reason: string) {
  console.log(`FAIL  ${reason}`);
  await pair?.close();
  console.log(`instances: ${passed} passed, ${failed + 1} failed`);
  process.exit(1);
}
setTimeout(
  () => void abandon(`the run did not finish within ${RUN_LIMIT_MS / 60_000} minutes`),
  RUN_LIMIT_MS,
).unref();
process.once('SIGINT', () => void abandon('interrupted'));

try {
  pair = await startInstancePair();
  const { a, b } = pair;
  console.log(
    `Two instances on one PostgreSQL database and one S3 bucket: A ${a.origin} (pid ${a.server.pid}), ` +
      `B ${b.origin} (pid ${b.server.pid}), public address ${pair.publicOrigin} (${seconds(performance.now() - began)})`,
  );
  await journey(pair);
} catch (error) {
  failed++;
  console.log(`FAIL  ${(error as Error).message}`);
} finally {
  await pair?.close();
}
console.log(`Two instances test took ${seconds(performance.now() - began)}`);
// The closing line CI reads: 'N passed, N failed' alone on its line.
console.log(`instances: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);

async function journey(pair: InstancePair) {
  const { a, b } = pair;
  let admin: PortalSession | undefined;
  let client: Member | undefined;
  const joined = await check(
    'a client joins across instances: invite on A, registration on B, verification on A, sign-in on B',
    async () => {
      admin = await signInOn(pair, a, pair.admin, 'admin');
      client = await clientJoins(pair, admin);
      return undefined;
    },
  );
  if (!joined || !admin || !client) return dumpServerOutput(pair);
  const [theAdmin, theClient] = [admin, client];

  await check('a session made on one instance works on the other', async () => {
    expect(
      (await whoIsOn(theClient.session, a)) === theClient.id,
      "A does not know the client's session made on B",
    );
    expect((await whoIsOn(theAdmin, b)) !== undefined, "B does not know the admin's session made on A");
    return "the client's session from B is good on A, the admin's from A on B";
  });

  let tasks: AssignedTasks | undefined;
  await check("the jobs send each new task's email while both instances run", async () => {
    tasks = await assignTasks(pair, theAdmin, theClient, 4);
    await awaitEmailsSent(pair, theClient, tasks);
    return `${tasks.ids.length} tasks assigned alternating A and B, each emailed`;
  });
  const taskId = tasks?.ids[0];
  if (taskId)
    await check('files: uploaded on one instance, downloaded on the other', () =>
      filesAcrossInstances(pair, theAdmin, theClient, taskId),
    );
  await check('live events: written on one instance, delivered on the other', () =>
    liveAcrossInstances(pair, theAdmin, theClient),
  );
  await check('rate limits count across instances', () => rateLimitsAcrossInstances(pair, theClient.account));
  await check("B's server processes: one killed is replaced, and B keeps serving the client", () =>
    processReplaced(b, theClient, B_SERVER_PROCESSES),
  );
  await check('sign-out on A ends the session on B', () => signOutAcrossInstances(pair, theClient));

  if (failed > 0) dumpServerOutput(pair);
  const processesOfB = await serverProcessesOf(b);
  await pair.stopInstances();
  await check("B's SIGTERM stops all its server processes", async () => noneLeftRunning(b, processesOfB));
  const assigned = tasks;
  if (assigned)
    await check('each task was emailed exactly once (counted after both instances stopped)', () =>
      eachEmailedOnce(pair, theClient, assigned),
    );
}

/** On a failure, what the servers printed helps more than the failure line alone. */
function dumpServerOutput(pair: InstancePair) {
  for (const instance of [pair.a, pair.b]) {
    console.log(`--- instance ${instance.name} output ---\n${instance.server.output().slice(-4000)}`);
  }
}
