import {
  getCurrentAuthContextAsyncLocalStorage,
  getCurrentDBAdapterAsyncLocalStorage,
  getRequestStateAsyncLocalStorage,
  runWithEndpointContext,
  tryGetCurrentAuthEndpointContext,
} from '@better-auth/core/context';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { scopeAuthContext } from '../../src/server/auth/auth-context-scope';

type EndpointContext = Parameters<typeof runWithEndpointContext>[0];

/** A call the test finishes when it likes, reading the library's context after it resumes. */
function heldCall(name: string) {
  let finish = () => {};
  const finished = new Promise<void>((resolve) => {
    finish = resolve;
  });
  const run = async () =>
    await runWithEndpointContext({ name } as unknown as EndpointContext, async () => {
      await finished;
      // The library reads its context after awaits like this one, deep in a call.
      return (tryGetCurrentAuthEndpointContext() as unknown as { name: string } | undefined)?.name;
    });
  return { run, finish };
}

function fakeAuth(handler: () => Promise<string | undefined>, endpoint = handler) {
  const getSession = Object.assign(() => endpoint(), { path: '/get-session' });
  return scopeAuthContext({ handler, api: { getSession }, options: { appName: 'test' } });
}

/** Two calls started, through the handler and through an endpoint, both held until the test finishes them. */
function twoCallsRunning() {
  const first = heldCall('first');
  const second = heldCall('second');
  const auth = fakeAuth(first.run, second.run);
  return { first, second, firstAnswer: auth.handler(), secondAnswer: auth.api.getSession() };
}

async function libraryStorages() {
  return Promise.all([
    getCurrentAuthContextAsyncLocalStorage(),
    getRequestStateAsyncLocalStorage(),
    getCurrentDBAdapterAsyncLocalStorage(),
  ]);
}

describe("the auth library's context is on only while one of its calls runs", () => {
  afterEach(() => vi.restoreAllMocks());

  it('keeps a running call its context when another call ends first', async () => {
    const { first, second, firstAnswer, secondAnswer } = twoCallsRunning();
    first.finish();
    expect(await firstAnswer).toBe('first');
    second.finish();
    expect(await secondAnswer).toBe('second');
  });

  it('turns every storage off when the last running call ends, and not before', async () => {
    const storages = await libraryStorages();
    const turnedOff = storages.map((storage) => vi.spyOn(storage, 'disable'));
    const { first, second, firstAnswer, secondAnswer } = twoCallsRunning();
    first.finish();
    await firstAnswer;
    for (const spy of turnedOff) expect(spy).not.toHaveBeenCalled();

    second.finish();
    await secondAnswer;
    for (const spy of turnedOff) expect(spy).toHaveBeenCalledTimes(1);
  });

  it('turns the storages off after a call that fails, and passes its error on', async () => {
    const storages = await libraryStorages();
    const turnedOff = storages.map((storage) => vi.spyOn(storage, 'disable'));
    const auth = fakeAuth(async () => {
      throw new Error('refused');
    });

    await expect(auth.handler()).rejects.toThrow('refused');
    for (const spy of turnedOff) expect(spy).toHaveBeenCalledTimes(1);
  });

  it("keeps the endpoints' own properties and the auth object's other fields", () => {
    const auth = fakeAuth(async () => 'answer');
    expect(auth.api.getSession.path).toBe('/get-session');
    expect(auth.api.getSession).toBe(auth.api.getSession);
    expect(auth.options.appName).toBe('test');
  });
});
