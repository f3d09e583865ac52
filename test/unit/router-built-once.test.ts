import { describe, expect, it } from 'vitest';
import { withRouterBuiltOnce } from '../../src/server/auth/router-built-once';

// The router is built once only because our base URL and trusted origins never depend on the request;
// a configuration where they would must not start with a router that ignores that.
describe('the auth router built once', () => {
  const handler = async () => new Response(null);
  // Never started: these check the configuration, not the routing (the API tests route through it).
  const started = new Promise<unknown>(() => undefined);

  it('refuses a base URL that depends on the request', () => {
    const auth = {
      handler,
      $context: started,
      options: { baseURL: { allowedHosts: ['agency.example'] } },
    };
    expect(() => withRouterBuiltOnce(auth)).toThrow('fixed base URL and fixed trusted origins');
  });

  it('refuses trusted origins computed per request', () => {
    const auth = {
      handler,
      $context: started,
      options: { baseURL: 'https://agency.example', trustedOrigins: async () => ['https://other.example'] },
    };
    expect(() => withRouterBuiltOnce(auth)).toThrow('fixed base URL and fixed trusted origins');
  });

  it('replaces only the handler of a fixed configuration', () => {
    const auth = {
      handler,
      $context: started,
      options: { baseURL: 'https://agency.example', trustedOrigins: ['https://agency.example'] },
      api: { marker: true },
    };
    const wrapped = withRouterBuiltOnce(auth);
    expect(wrapped.handler).not.toBe(handler);
    expect(wrapped.api).toBe(auth.api);
    expect(wrapped.options).toBe(auth.options);
  });
});
