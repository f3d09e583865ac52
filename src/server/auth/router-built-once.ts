import { runWithAdapter } from '@better-auth/core/context';
import type { BetterAuthOptions } from 'better-auth';
import { router } from 'better-auth/api';

type AuthLike = {
  handler: (request: Request) => Promise<Response>;
  options: BetterAuthOptions;
  // The library's context type carries its options' own type; the router takes the general one.
  $context: Promise<unknown>;
};
type AuthContext = Parameters<typeof router>[0];

/**
 * The auth object with a handler whose router is built once, at start.
 *
 * Why: the library's own handler builds every endpoint and a router for them on each request (its
 * `getEndpoints` makes fresh validation schemas, which are compiled again on first use), so each sign-in
 * held the event loop for 8-20 ms at a stretch and the signed-in requests waiting behind it paid for it.
 * Its per-request copy of the context only differs from the started one when the base URL or the trusted
 * origins depend on the request; ours are fixed, and that is checked here rather than assumed.
 */
export function withRouterBuiltOnce<A extends AuthLike>(auth: A): A {
  const { baseURL, trustedOrigins } = auth.options;
  if (typeof baseURL !== 'string' || (trustedOrigins !== undefined && !Array.isArray(trustedOrigins)))
    throw new Error('The auth router is built once only for a fixed base URL and fixed trusted origins');
  const built = (auth.$context as Promise<AuthContext>).then((context) => ({
    context,
    handle: router(context, auth.options).handler,
  }));
  async function handler(request: Request): Promise<Response> {
    const { context, handle } = await built;
    return runWithAdapter(context.adapter, () => handle(request));
  }
  return { ...auth, handler };
}
