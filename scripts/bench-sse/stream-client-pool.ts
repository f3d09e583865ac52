import { type ChildProcess, fork } from 'node:child_process';
import type { PoolCommand, PoolReply } from './pool-protocol';

const clientScript = new URL('./stream-clients-process.ts', import.meta.url);
/** Streams each client process opens at once: enough to keep the server busy, few enough not to stall it. */
const OPEN_CONCURRENCY = 25;

type Reply<T extends PoolReply['type']> = Extract<PoolReply, { type: T }>;

/** One process holding streams, asked one thing at a time. */
class StreamClientProcess {
  private readonly child: ChildProcess;
  private readonly replies: PoolReply[] = [];
  private wake: (() => void) | undefined;

  constructor() {
    this.child = fork(clientScript, [], { execArgv: ['--import', 'tsx'], stdio: 'inherit' });
    this.child.on('message', (message: PoolReply) => {
      this.replies.push(message);
      this.wake?.();
    });
    this.child.once('exit', () => this.wake?.());
  }

  async next<T extends PoolReply['type']>(type: T): Promise<Reply<T>> {
    for (;;) {
      const index = this.replies.findIndex((r) => r.type === type);
      if (index >= 0) return this.replies.splice(index, 1)[0] as Reply<T>;
      if (this.child.exitCode !== null) throw new Error('A stream-client process exited');
      await new Promise<void>((resolve) => {
        this.wake = resolve;
      });
    }
  }

  ask<T extends PoolReply['type']>(command: PoolCommand, answer: T): Promise<Reply<T>> {
    this.child.send(command);
    return this.next(answer);
  }

  exit() {
    this.child.send({ type: 'exit' } satisfies PoolCommand);
  }
}

/**
 * Live event streams held by `processes` child processes (each under the default descriptor limit).
 * `open` spreads the streams evenly; arrival times come back as wall-clock ms.
 */
export async function startStreamClients(processes: number) {
  const children = Array.from({ length: processes }, () => new StreamClientProcess());
  await Promise.all(children.map((c) => c.next('started')));
  return {
    /**
     * Opens `count` more streams signed in with the given cookies (round robin); resolves once all are
     * ready, with how many are open in all.
     */
    async open(origin: string, cookies: string[], count: number, watched: boolean) {
      const replies = await Promise.all(
        children.map((child, i) => {
          const share = Math.floor(count / processes) + (i < count % processes ? 1 : 0);
          return child.ask(
            { type: 'open', origin, cookies, count: share, concurrency: OPEN_CONCURRENCY, watched },
            'opened',
          );
        }),
      );
      return {
        open: replies.reduce((n, r) => n + r.open, 0),
        failed: replies.reduce((n, r) => n + r.failed, 0),
      };
    },
    async closeAll() {
      await Promise.all(children.map((c) => c.ask({ type: 'close-all' }, 'closed')));
    },
    /**
     * When the `chat` event `id` reached each watched stream (missing after `timeoutMs`: missed), and
     * how many such events reached unwatched streams so far (leaked).
     */
    async arrivals(id: string, timeoutMs: number) {
      const replies = await Promise.all(
        children.map((c) => c.ask({ type: 'await', id, timeoutMs }, 'arrivals')),
      );
      return {
        times: replies.flatMap((r) => r.times),
        missed: replies.reduce((n, r) => n + Math.max(0, r.watched - r.times.length), 0),
        leaked: replies.reduce((n, r) => n + r.leaked, 0),
        dropped: replies.reduce((n, r) => n + r.dropped, 0),
      };
    },
    stop() {
      for (const child of children) child.exit();
    },
  };
}

export type StreamClients = Awaited<ReturnType<typeof startStreamClients>>;
