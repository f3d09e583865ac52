import type { AsyncLocalStorage } from 'node:async_hooks';
import {
  getCurrentAuthContextAsyncLocalStorage,
  getCurrentDBAdapterAsyncLocalStorage,
  getRequestStateAsyncLocalStorage,
} from '@better-auth/core/context';

// Why (decision 024): on Node 20 an AsyncLocalStorage that has run once leaves async hooks on for the
// whole process, so after the first sign-in every promise of every request paid to carry the auth
// library's context (a fifth of a health check's time, a fifteenth of the task list's). The library
// reads that context only while one of its own calls runs, so its storages are turned off whenever
// none runs; its next call turns them on again.

let storages: AsyncLocalStorage<unknown>[] = [];
// Made (not turned on) at once, so the first call's end can turn them off.
const found = Promise.all([
  getCurrentAuthContextAsyncLocalStorage(),
  getRequestStateAsyncLocalStorage(),
  getCurrentDBAdapterAsyncLocalStorage(),
]).then((all) => {
  storages = all as AsyncLocalStorage<unknown>[];
});

let callsRunning = 0;

async function scoped<T>(call: () => Promise<T>): Promise<T> {
  callsRunning++;
  try {
    return await call();
  } finally {
    callsRunning--;
    if (callsRunning === 0) await turnOffUnlessCalled();
  }
}

async function turnOffUnlessCalled() {
  await found;
  // A call may have started while the storages were being found.
  if (callsRunning > 0) return;
  for (const storage of storages) storage.disable();
}

type Callable = (...args: never[]) => Promise<unknown>;

/** The auth object, each of its calls (the handler and every `api` endpoint) run inside that scope. */
export function scopeAuthContext<A extends { handler: Callable; api: object }>(auth: A): A {
  const wrap = <F extends Callable>(fn: F): F =>
    // A proxy keeps the endpoint's own properties (path, options) that the library reads.
    new Proxy(fn, { apply: (target, self, args) => scoped(() => Reflect.apply(target, self, args)) });
  const endpoints = new Map<PropertyKey, Callable>();
  const api = new Proxy(auth.api, {
    get(target, key, receiver) {
      const value = Reflect.get(target, key, receiver);
      if (typeof value !== 'function') return value;
      const known = endpoints.get(key);
      if (known) return known;
      const wrapped = wrap(value as Callable);
      endpoints.set(key, wrapped);
      return wrapped;
    },
  });
  return { ...auth, handler: wrap(auth.handler), api };
}
