import { isIP } from 'node:net';
import type { Context } from 'hono';

type NodeBindings = { incoming?: { socket?: { remoteAddress?: string } } };

/** Where a request made inside this process (the server's own calls, tests) comes from: this host. */
export const IN_PROCESS_ADDRESS = '127.0.0.1';

/**
 * The caller's address, an IPv4 or IPv6 address without port: the proxy's X-Forwarded-For only when
 * TRUST_PROXY says a proxy sets it, else the connection's. Undefined when it cannot be known: the proxy's
 * entry is not an address, or the caller hung up before it was read (a closed socket forgets its peer).
 * Never another caller's: per-address limits keyed on it must not pool strangers into one bucket.
 */
export function clientIp(c: Context, trustProxy: boolean): string | undefined {
  if (trustProxy) {
    // Our proxy appends the address it saw; anything before it was written by the client.
    const forwarded = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim();
    // Not the connection's address then: that is the proxy's, the same for everyone behind it.
    if (forwarded) return addressIn(forwarded);
  }
  // @hono/node-server's bindings (what its getConnInfo reads). Requests made in-process (app.request:
  // the server's own, tests) have none: no connection at all.
  const env = c.env as NodeBindings | { server?: NodeBindings } | undefined;
  const incoming = (env && 'server' in env ? env.server : (env as NodeBindings | undefined))?.incoming;
  if (!incoming) return IN_PROCESS_ADDRESS;
  const address = incoming.socket?.remoteAddress;
  return address ? addressIn(address) : undefined;
}

/**
 * The address in a proxy's or socket's entry: a bare address, an IPv4 address with its port
 * ('198.51.100.7:51234') or a bracketed IPv6 one ('[2001:db8::7]:443'), as some proxies write them.
 */
function addressIn(written: string): string | undefined {
  // A link-local IPv6 address may name its interface ('fe80::1%eth0'): the address is the same without.
  const entry = written.replace(/%[\w.-]+(?=\]|$)/, '');
  if (isIP(entry)) return entry;
  const bracketed = /^\[([^\]]+)\](?::\d{1,5})?$/.exec(entry);
  if (bracketed?.[1] && isIP(bracketed[1]) === 6) return bracketed[1];
  const withPort = /^([\d.]+):\d{1,5}$/.exec(entry);
  if (withPort?.[1] && isIP(withPort[1]) === 4) return withPort[1];
  return undefined;
}
