// A child process holding many live event streams (`/api/events`) for `npm run bench:sse`, so the
// server's memory is measured apart from its clients'. Driven over IPC by `stream-client-pool.ts`.
import http from 'node:http';
import type { PoolCommand, PoolReply } from './pool-protocol';

/** `watched` streams belong to the person whose events are measured; the others must never get them. */
type Stream = { request: http.ClientRequest; ended: boolean; watched: boolean };

const agent = new http.Agent({ keepAlive: false, maxSockets: Number.POSITIVE_INFINITY });
const streams: Stream[] = [];
/** When each `chat` event id reached each stream, in wall-clock ms shared by all processes. */
const arrivals = new Map<string, number[]>();
const waiting = new Map<string, () => void>();
let dropped = 0;
/** `chat` events that reached a stream not watched: another client's event leaking. */
let leaked = 0;

const now = () => performance.timeOrigin + performance.now();
const reply = (message: PoolReply) => process.send?.(message);

/** Opens one stream; resolves once the server said `ready` (it is subscribed), rejects on a refusal. */
function openStream(origin: string, cookie: string, watched: boolean): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${origin}/api/events`, {
      agent,
      headers: { cookie, accept: 'text/event-stream' },
    });
    const stream: Stream = { request, ended: false, watched };
    request.on('response', (response) => {
      if (response.statusCode !== 200) {
        response.resume();
        reject(new Error(`/api/events answered ${response.statusCode}`));
        return;
      }
      streams.push(stream);
      response.setEncoding('utf8');
      let buffer = '';
      let ready = false;
      response.on('data', (chunk: string) => {
        buffer += chunk;
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (!ready && block.startsWith('event: ready')) {
            ready = true;
            resolve();
          } else if (block.startsWith('event: change')) received(block, watched);
          end = buffer.indexOf('\n\n');
        }
      });
      response.on('close', () => {
        if (!stream.ended) dropped++;
        stream.ended = true;
      });
    });
    request.on('error', (error) => {
      if (!stream.ended) reject(error);
    });
  });
}

function received(block: string, watched: boolean) {
  const at = now();
  const data = block.slice(block.indexOf('data: ') + 6);
  const event = JSON.parse(data) as { topic: string; id?: string };
  if (event.topic !== 'chat' || !event.id) return;
  if (!watched) {
    leaked++;
    return;
  }
  const times = arrivals.get(event.id) ?? [];
  times.push(at);
  arrivals.set(event.id, times);
  if (times.length >= watchedCount()) waiting.get(event.id)?.();
}

const openCount = () => streams.filter((s) => !s.ended).length;
const watchedCount = () => streams.filter((s) => !s.ended && s.watched).length;

async function openMany(
  origin: string,
  cookies: string[],
  count: number,
  concurrency: number,
  watched: boolean,
) {
  let next = 0;
  let failed = 0;
  const worker = async () => {
    while (next < count) {
      const cookie = cookies[next++ % cookies.length] as string;
      await openStream(origin, cookie, watched).catch(() => failed++);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return failed;
}

/** Resolves once every open stream has the event, or after `timeoutMs` with whatever arrived. */
function awaitEvent(id: string, timeoutMs: number): Promise<number[]> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      waiting.delete(id);
      resolve(arrivals.get(id) ?? []);
    };
    const timer = setTimeout(done, timeoutMs);
    waiting.set(id, done);
    if ((arrivals.get(id)?.length ?? 0) >= watchedCount()) done();
  });
}

process.on('message', async (command: PoolCommand) => {
  switch (command.type) {
    case 'open': {
      const { origin, cookies, count, concurrency, watched } = command;
      const failed = await openMany(origin, cookies, count, concurrency, watched);
      reply({ type: 'opened', open: openCount(), failed });
      break;
    }
    case 'close-all': {
      for (const stream of streams.splice(0)) {
        stream.ended = true;
        stream.request.destroy();
      }
      reply({ type: 'closed', open: 0 });
      break;
    }
    case 'await': {
      const times = await awaitEvent(command.id, command.timeoutMs);
      reply({ type: 'arrivals', id: command.id, times, watched: watchedCount(), dropped, leaked });
      break;
    }
    case 'exit':
      process.exit(0);
  }
});
reply({ type: 'started' });
