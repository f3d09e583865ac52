import { createServer } from 'node:net';

/**
 * Ports this process has handed out. Two servers started side by side (the crash test's two databases)
 * each ask before either listens; without this they could both be told the same port, and the second's
 * health check would then be answered by the first server.
 */
const handedOut = new Set<number>();

/** A port in [from, to] that nothing listens on now, tried in random order (runs beside other servers). */
export async function freePort(from = 3400, to = 3499): Promise<number> {
  const ports = Array.from({ length: to - from + 1 }, (_, i) => from + i).sort(() => Math.random() - 0.5);
  for (const port of ports) {
    if (handedOut.has(port)) continue;
    handedOut.add(port);
    if (await portIsFree(port)) return port;
    handedOut.delete(port);
  }
  throw new Error(`No free port between ${from} and ${to}`);
}

/** Whether a server could listen on `port` of 127.0.0.1 now. */
export function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}
