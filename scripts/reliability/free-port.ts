import { createServer } from 'node:net';

/** A port in [from, to] that nothing listens on now, tried in random order (runs beside other servers). */
export async function freePort(from = 3400, to = 3499): Promise<number> {
  const ports = Array.from({ length: to - from + 1 }, (_, i) => from + i).sort(() => Math.random() - 0.5);
  for (const port of ports) if (await canListen(port)) return port;
  throw new Error(`No free port between ${from} and ${to}`);
}

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}
