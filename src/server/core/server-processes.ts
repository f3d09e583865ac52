import cluster, { type Worker } from 'node:cluster';

/** A process that stops sooner than this after it started counts as failing to start. */
const QUICK_STOP_MS = 10_000;
/** Quick stops in a row after which the supervisor gives up instead of starting processes forever. */
const QUICK_STOPS_TO_GIVE_UP = 3;
/** How long a deploy's SIGTERM waits for the processes to finish their requests and jobs. */
const STOP_GRACE_MS = 20_000;

/**
 * Runs `count` server processes on one port (node:cluster: this process accepts the connections and
 * hands each to a server process), each the same as one instance behind a proxy. One that stops is
 * replaced; one that keeps stopping as it starts (a bad database address, say) makes the whole server
 * stop with an error, as a single process would. SIGTERM or SIGINT stops them all, then this one.
 */
export function superviseServerProcesses(options: { count: number; onListening: () => void }) {
  const startedAt = new Map<Worker, number>();
  let listening = 0;
  let quickStops = 0;
  let stopping = false;
  let exitCode = 0;

  const start = () => startedAt.set(cluster.fork(), Date.now());

  cluster.on('listening', () => {
    listening++;
    if (listening === options.count) options.onListening();
  });

  cluster.on('exit', (worker, code, signal) => {
    const ranMs = Date.now() - (startedAt.get(worker) ?? 0);
    startedAt.delete(worker);
    if (stopping) {
      if (startedAt.size === 0) process.exit(exitCode);
      return;
    }
    quickStops = ranMs < QUICK_STOP_MS ? quickStops + 1 : 0;
    if (quickStops >= QUICK_STOPS_TO_GIVE_UP) {
      console.error(
        `Server processes stop as soon as they start (${howItStopped(code, signal)}): giving up.`,
      );
      stopAll(1);
      return;
    }
    console.error(`A server process stopped (${howItStopped(code, signal)}); starting another.`);
    start();
  });

  function stopAll(code: number) {
    if (stopping) return;
    stopping = true;
    exitCode = code;
    if (startedAt.size === 0) process.exit(exitCode);
    for (const worker of startedAt.keys()) worker.process.kill('SIGTERM');
    setTimeout(() => {
      for (const worker of startedAt.keys()) worker.process.kill('SIGKILL');
    }, STOP_GRACE_MS).unref();
  }

  process.once('SIGTERM', () => stopAll(0));
  process.once('SIGINT', () => stopAll(0));
  for (let i = 0; i < options.count; i++) start();
}

const howItStopped = (code: number | null, signal: string | null) => signal ?? `exit code ${code}`;
