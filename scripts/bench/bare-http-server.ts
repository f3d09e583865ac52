import { spawn } from 'node:child_process';
import { once } from 'node:events';

/**
 * Node's own HTTP server with nothing in it, in a process of its own as the product's server is, answering
 * every request with health's body. Measured beside health, it shows what an HTTP request costs on this
 * machine before any framework, header or query: the ceiling for health's ratio to a bare round trip.
 */
const program = `
import { createServer } from 'node:http';
const body = JSON.stringify({ status: 'ok' });
const server = createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
  response.end(body);
});
server.listen(Number(process.argv[1]), '127.0.0.1', () => console.log('listening'));
`;

export async function startBareHttpServer(port: number) {
  const child = spawn(process.execPath, ['--input-type=module', '-e', program, String(port)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await once(child.stdout, 'data');
  return {
    origin: `http://127.0.0.1:${port}`,
    async stop() {
      child.kill('SIGTERM');
      if (child.exitCode === null) await once(child, 'exit');
    },
  };
}
