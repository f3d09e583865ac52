import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

/**
 * Password hashes, made and checked in background threads at the lowest CPU priority.
 *
 * The auth library's own scrypt runs in Node's thread pool: off the event loop, but at the same priority
 * as it, so twenty sign-ins at once fill every core and slow everyone already signed in. Here each hash
 * runs in a worker thread that lowers its own priority (on Linux a thread's nice value is its own), so the
 * server's requests and the database come first and a burst of sign-ins simply takes longer.
 *
 * The format and parameters are the library's (`@better-auth/utils/password`: scrypt N=16384, r=16, p=1,
 * 64 bytes, a 16-byte hex salt, stored as `salt:key` in hex), so hashes made by either verify with the
 * other; test/unit/password-hashing.test.ts holds that.
 */

// Plain JavaScript evaluated in the worker: it needs no TypeScript loader wherever the server runs.
const workerSource = `
const { parentPort, workerData } = require('node:worker_threads');
const { randomBytes, scryptSync, timingSafeEqual } = require('node:crypto');
const { setPriority } = require('node:os');
try { setPriority(workerData.nice); } catch {}
const params = { N: 16384, r: 16, p: 1, maxmem: 128 * 16384 * 16 * 2 };
const keyOf = (password, salt) => scryptSync(password.normalize('NFKC'), salt, 64, params);
parentPort.on('message', ({ id, op, password, hash }) => {
  try {
    if (op === 'hash') {
      const salt = randomBytes(16).toString('hex');
      parentPort.postMessage({ id, result: salt + ':' + keyOf(password, salt).toString('hex') });
      return;
    }
    const [salt, key] = String(hash).split(':');
    if (!salt || !key) throw new Error('Invalid password hash');
    const expected = Buffer.from(key, 'hex');
    const actual = keyOf(password, salt);
    parentPort.postMessage({ id, result: expected.length === actual.length && timingSafeEqual(expected, actual) });
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
`;

type Pending = { resolve: (value: string | boolean) => void; reject: (error: Error) => void };
type Hasher = { worker: Worker; pending: Map<number, Pending> };

/** Half the cores (at least one): the other half always stays free for requests. */
const HASHERS = Math.max(1, Math.floor(availableParallelism() / 2));
const hashers: Hasher[] = [];
let nextId = 0;
let hasherNice = 19;

/**
 * The nice value of the hashers started from now on: 19, the lowest priority, unless set. The test suite
 * sets 0: beside its hashers run the other test files, not requests that must come first, and at the lowest
 * priority a file that signs in twenty times waited for whatever ran beside it, past its timeout.
 */
export function setHasherNice(nice: number) {
  hasherNice = nice;
}

function startHasher(): Hasher {
  const worker = new Worker(workerSource, { eval: true, workerData: { nice: hasherNice } });
  const hasher: Hasher = { worker, pending: new Map() };
  worker.on('message', ({ id, result, error }: { id: number; result?: string | boolean; error?: string }) => {
    const waiting = hasher.pending.get(id);
    hasher.pending.delete(id);
    // An idle hasher does not hold the process open (a finished CLI command exits); a busy one does.
    if (hasher.pending.size === 0) worker.unref();
    if (error !== undefined) waiting?.reject(new Error(error));
    else if (result !== undefined) waiting?.resolve(result);
  });
  const fail = (error: Error) => {
    const index = hashers.indexOf(hasher);
    if (index >= 0) hashers.splice(index, 1);
    for (const waiting of hasher.pending.values()) waiting.reject(error);
    hasher.pending.clear();
  };
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`The password hasher stopped (exit code ${code})`)));
  return hasher;
}

/** The hasher with the shortest queue, started on first use. */
function leastBusy(): Hasher {
  if (hashers.length < HASHERS) {
    const hasher = startHasher();
    hashers.push(hasher);
    return hasher;
  }
  return hashers.reduce((best, h) => (h.pending.size < best.pending.size ? h : best));
}

function run(message: { op: 'hash'; password: string } | { op: 'verify'; password: string; hash: string }) {
  const hasher = leastBusy();
  const id = nextId++;
  return new Promise<string | boolean>((resolve, reject) => {
    hasher.pending.set(id, { resolve, reject });
    hasher.worker.ref();
    hasher.worker.postMessage({ id, ...message });
  });
}

export async function hashPassword(password: string): Promise<string> {
  return (await run({ op: 'hash', password })) as string;
}

type Check = { hash: string; password: string };

export async function verifyPassword({ password, hash }: Check): Promise<boolean> {
  return (await run({ op: 'verify', password, hash })) as boolean;
}
