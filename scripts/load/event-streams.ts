import type { PortalSession } from '../reliability/portal-session';

export type ChangeEvent = { topic: string; clientId: string; id: string; arrivedAt: number };

/**
 * One browser tab's live stream (`GET /api/events`): reads server-sent events and hands each `change` to
 * whoever is waiting for it.
 */
export class EventStream {
  private waiters = new Set<(event: ChangeEvent) => boolean>();
  private abort = new AbortController();
  ended = false;
  changes = 0;

  constructor(readonly session: PortalSession) {}

  /** Resolves once the server sent `ready`, i.e. this stream is subscribed. */
  async open(): Promise<void> {
    const response = await this.session.send('/api/events', {
      method: 'GET',
      headers: { accept: 'text/event-stream' },
      signal: this.abort.signal,
    });
    if (response.status !== 200 || !response.body) throw new Error(`/api/events answered ${response.status}`);
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let ready: () => void = () => undefined;
    const isReady = new Promise<void>((resolve) => {
      ready = resolve;
    });
    void this.read(reader, ready);
    await isReady;
  }

  /** The first change matching `match` that arrives from now on; rejects after `timeoutMs`. */
  next(match: (event: ChangeEvent) => boolean, timeoutMs: number): Promise<ChangeEvent> {
    return new Promise((resolve, reject) => {
      const waiter = (event: ChangeEvent) => {
        if (!match(event)) return false;
        clearTimeout(timer);
        resolve(event);
        return true;
      };
      const timer = setTimeout(() => {
        this.waiters.delete(waiter);
        reject(new Error('no event'));
      }, timeoutMs);
      this.waiters.add(waiter);
    });
  }

  close() {
    this.abort.abort();
  }

  private async read(reader: ReadableStreamDefaultReader<string>, ready: () => void) {
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += value;
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          this.dispatch(buffer.slice(0, end), ready);
          buffer = buffer.slice(end + 2);
          end = buffer.indexOf('\n\n');
        }
      }
    } catch {
      // aborted by close(), or the connection dropped: `ended` says so
    }
    this.ended = true;
  }

  private dispatch(block: string, ready: () => void) {
    const field = (name: string) =>
      block
        .split('\n')
        .find((line) => line.startsWith(`${name}:`))
        ?.slice(name.length + 1)
        .trim();
    const event = field('event');
    if (event === 'ready') ready();
    if (event !== 'change') return;
    const change = { ...(JSON.parse(field('data') ?? '{}') as ChangeEvent), arrivedAt: performance.now() };
    this.changes++;
    for (const waiter of this.waiters) if (waiter(change)) this.waiters.delete(waiter);
  }
}
