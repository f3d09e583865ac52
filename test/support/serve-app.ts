import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';

type Fetch = (request: Request) => Response | Promise<Response>;

/** Serves `fetch` over real HTTP on a free local port, as main.ts does; `close` stops it. */
export async function serveApp(fetch: Fetch) {
  const server = serve({ fetch, port: 0, hostname: '127.0.0.1' });
  if (!server.listening) await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // Streams a test left open (a request never finished) must not hold the server up.
        (server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
      }),
  };
}
