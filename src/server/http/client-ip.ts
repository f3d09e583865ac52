import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/** The caller's address: the proxy's X-Forwarded-For only when TRUST_PROXY says a proxy sets it. */
export function clientIp(c: Context, trustProxy: boolean): string | undefined {
  if (trustProxy) {
    // Our proxy appends the address it saw; anything before it was written by the client.
    const forwarded = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address;
  } catch {
    // Requests made in-process (tests) have no socket.
    return undefined;
  }
}
