import type { ServerResponse } from 'node:http';
import type { Context, Next } from 'hono';

/** Headers as name and value, names in lower case. */
export type HeaderList = readonly (readonly [name: string, value: string])[];

/**
 * Gives an answer `headers` where its route did not set its own. Served by Node, they are set on Node's
 * response before the route runs, and Node lays the route's own over them as it writes the answer's head,
 * so a route's header still wins. Set through Hono's context instead, they made every answer build and
 * check a web Headers object: a third of a health check's time (docs/performance.md). Served some other
 * way (in-process requests in tests), they are added to the answer once the route has made it.
 */
export async function withPresetHeaders(c: Context, next: Next, headers: HeaderList) {
  const preset = presetOnNode(c, headers);
  await next();
  if (!preset) addWhereMissing(c, headers);
}

/** Sets `headers` on Node's response ahead of the route; false when there is none to set them on. */
export function presetOnNode(c: Context, headers: HeaderList): boolean {
  const outgoing = (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing;
  if (!outgoing || outgoing.headersSent) return false;
  for (const [name, value] of headers) outgoing.setHeader(name, value);
  return true;
}

/** Adds to the route's answer each of `headers` it has not set itself (where Node's response was not there). */
export function addWhereMissing(c: Context, headers: HeaderList): void {
  for (const [name, value] of headers) if (!c.res.headers.has(name)) c.res.headers.set(name, value);
}
