import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { portIsFree } from './free-port';

export type ServerOptions = {
  port: number;
  dataDir: string;
  databaseUrl?: string;
  /** Extra environment (NODE_ENV, AUTH_SECRET, ...). */
  env?: Record<string, string>;
  /** Longest wait for /api/health after spawning, in ms. */
  startTimeoutMs?: number;
  /** Extra flags for node itself (e.g. --cpu-prof, which NODE_OPTIONS does not accept). */
  nodeFlags?: string[];
  /** The checkout whose build runs (a directory with `dist/` built): this one unless given. */
  checkout?: string;
};

export type RunningServer = {
  pid: number;
  origin: string;
  /** Spawn until the first healthy answer, in ms. */
  startMs: number;
  /** Everything the server printed, for a failure's report. */
  output(): string;
  kill(signal: 'SIGKILL' | 'SIGTERM'): Promise<void>;
  /** Resident memory of the server's processes (with WORKERS, the supervisor's and each one's), in bytes (Linux /proc). */
  rssBytes(): Promise<number>;
  /** CPU time the server's processes have used so far, user and system, in ms (Linux /proc). */
  cpuMs(): Promise<number>;
  /** CPU time of the first process's main thread alone (its event loop, without hashers or GC helpers), in ms. */
  mainThreadCpuMs(): Promise<number>;
};

const thisCheckout = fileURLToPath(new URL('../..', import.meta.url));

/** The production server of a checkout (`npm run build` bundles it, decision 020). */
const serverBundleOf = (checkout: string) => join(checkout, 'dist/server/main.js');

/**
 * The flags a checkout's production server runs with: those of its `npm run serve`, the one place they
 * are written (an older checkout without that script ran with source maps only).
 */
export function productionNodeFlags(checkout = thisCheckout): string[] {
  const { scripts } = JSON.parse(readFileSync(join(checkout, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  const serve = scripts.serve;
  if (!serve) return ['--enable-source-maps'];
  return serve.split(/\s+/).filter((word) => word.startsWith('--'));
}

/**
 * Starts the built server (`dist/server/main.js`) as production runs it, with node itself as the child: a
 * SIGKILL then reaches the server, not a wrapper. Resolves once /api/health answers 200.
 */
export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const checkout = options.checkout ?? thisCheckout;
  const serverBundle = serverBundleOf(checkout);
  if (!existsSync(serverBundle))
    throw new Error(
      `No server build in ${checkout}: run \`npm run build\` there first (it bundles dist/server).`,
    );
  const origin = `http://127.0.0.1:${options.port}`;
  // Another server on this port would answer the health check below in this one's place.
  if (!(await portIsFree(options.port))) throw new Error(`Port ${options.port} is already in use`);
  const started = performance.now();
  const child = spawn(
    process.execPath,
    [...(options.nodeFlags ?? []), ...productionNodeFlags(checkout), serverBundle],
    {
      cwd: checkout,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '',
        NODE_ENV: 'development',
        HOST: '127.0.0.1',
        PORT: String(options.port),
        APP_ORIGIN: origin,
        DATA_DIR: options.dataDir,
        ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
        ...options.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let alive = true;
  void exited.then(() => {
    alive = false;
  });

  try {
    await waitForHealth(origin, options.startTimeoutMs ?? 60_000, () => alive);
  } catch (error) {
    // Gone before this answers: the next start on this port or data directory must not meet it.
    child.kill('SIGKILL');
    await exited;
    throw new Error(`${(error as Error).message}\n--- server output ---\n${output}`);
  }
  return {
    pid: child.pid as number,
    origin,
    startMs: performance.now() - started,
    output: () => output,
    kill: (signal) => stop(child, exited, signal),
    rssBytes: () => sumOverProcesses(child.pid as number, rssOf),
    cpuMs: () => sumOverProcesses(child.pid as number, cpuMsOf),
    mainThreadCpuMs: () => cpuMsOf(child.pid as number, `/proc/${child.pid}/task/${child.pid}/stat`),
  };
}

/** A bounded poll: the server has no other way to say it is ready. */
async function waitForHealth(origin: string, timeoutMs: number, alive: () => boolean) {
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    if (!alive()) throw new Error('The server exited before it answered /api/health');
    const ok = await fetch(`${origin}/api/health`, { signal: AbortSignal.timeout(2_000) })
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return;
    await delay(100);
  }
  throw new Error(`The server did not answer /api/health within ${timeoutMs / 1000} s`);
}

async function stop(child: ChildProcess, exited: Promise<number | null>, signal: NodeJS.Signals) {
  if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  await exited;
}

/** The processes `pid` started that still run: a server's server processes with WORKERS (Linux /proc). */
export async function childProcesses(pid: number): Promise<number[]> {
  const children = await readFile(`/proc/${pid}/task/${pid}/children`, 'utf8').catch(() => '');
  return children.split(' ').filter(Boolean).map(Number);
}

/** `measure` of the server's process plus its server processes (WORKERS), which are its children. */
async function sumOverProcesses(pid: number, measure: (pid: number) => Promise<number>): Promise<number> {
  const pids = [pid, ...(await childProcesses(pid))];
  // A server process may stop between the listing and its reading (one replaced after a crash).
  const values = await Promise.all(pids.map((p) => measure(p).catch(() => (p === pid ? Number.NaN : 0))));
  const total = values.reduce((sum, value) => sum + value, 0);
  if (!Number.isFinite(total)) throw new Error(`The server process ${pid} cannot be measured`);
  return total;
}

/** Clock ticks a second in /proc's CPU times: 100 on every Linux the scripts run on (USER_HZ). */
const TICKS_PER_SECOND = 100;

/** A process's CPU time, or one of its threads' (`statPath`: /proc/<pid>/task/<tid>/stat, the same fields). */
async function cpuMsOf(pid: number, statPath = `/proc/${pid}/stat`): Promise<number> {
  const stat = await readFile(statPath, 'utf8');
  // The fields after the command's name, which may itself hold spaces, closed by the last ')'.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // utime and stime are the stat file's 14th and 15th fields: here the 12th and 13th.
  const ticks = Number(fields[11]) + Number(fields[12]);
  if (!Number.isFinite(ticks)) throw new Error(`No CPU times for process ${pid}`);
  return (ticks * 1000) / TICKS_PER_SECOND;
}

async function rssOf(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)\s+kB/.exec(status)?.[1]);
  if (!Number.isFinite(kb)) throw new Error(`No VmRSS for process ${pid}`);
  return kb * 1024;
}
