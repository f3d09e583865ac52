import type { PortalSession } from '../reliability/portal-session';

/** One server-sent event as the browser's EventSource would hand it over: its name and its JSON data. */
export type StreamEvent = { event: string; data: Record<string, unknown> };

/**
 * One browser tab's `GET /api/events` on a chosen server instance. Unlike the load test's reader, which
 * keeps only `change` events, it keeps every named event, so a test can await `session-ended` too.
 */
export class LiveStream {
  readonly events: StreamEvent[] = [];
  private abort = new AbortController();
  private listeners = new Set<() => void>();
  closedByServer = false;

  constructor(
    private readonly session: PortalSession,
    private readonly url: string,
  ) {}

  /** Resolves once the server sent `ready`: from then on this stream is subscribed. */
  async open(): Promise<void> {
    const response = await this.session.send(this.url, {
      method: 'GET',
      headers: { accept: 'text/event-stream' },
      signal: this.abort.signal,
    });
    if (response.status !== 200 || !response.body)
      throw new Error(`${this.url} answered ${response.status} instead of an event stream`);
    void this.read(response.body.pipeThrough(new TextDecoderStream()).getReader());
    await this.next((e) => e.event === 'ready', 10_000, 'ready');
  }

  /** The first event, already received or still to come, that matches; rejects after `timeoutMs`. */
  next(match: (event: StreamEvent) => boolean, timeoutMs: number, what: string): Promise<StreamEvent> {
    return new Promise((resolve, reject) => {
      const look = () => {
        const found = this.events.find(match);
        if (found) finish(() => resolve(found));
        else if (this.closedByServer) finish(() => reject(new Error(`the stream closed without ${what}`)));
      };
      const timer = setTimeout(
        () => finish(() => reject(new Error(`no ${what} within ${timeoutMs / 1000} s`))),
        timeoutMs,
      );
      const finish = (settle: () => void) => {
        clearTimeout(timer);
        this.listeners.delete(look);
        settle();
      };
      this.listeners.add(look);
      look();
    });
  }

  /** Resolves when the server ends the stream; rejects after `timeoutMs`. */
  closed(timeoutMs: number): Promise<void> {
    return new Promise((resolve, reject) => {
      const look = () => {
        if (!this.closedByServer) return;
        clearTimeout(timer);
        this.listeners.delete(look);
        resolve();
      };
      const timer = setTimeout(() => {
        this.listeners.delete(look);
        reject(new Error(`the stream stayed open past ${timeoutMs / 1000} s`));
      }, timeoutMs);
      this.listeners.add(look);
      look();
    });
  }

  close() {
    this.abort.abort();
  }

  private async read(reader: ReadableStreamDefaultReader<string>) {
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += value;
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          this.received(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
        }
      }
      this.closedByServer = true;
    } catch {
      // close() aborted it: nobody waits any more.
    }
    this.notify();
  }

  private received(block: string) {
    const field = (name: string) =>
      block
        .split('\n')
        .find((line) => line.startsWith(`${name}:`))
        ?.slice(name.length + 1)
        .trim();
    const event = field('event') ?? 'message';
    this.events.push({ event, data: JSON.parse(field('data') ?? '{}') as Record<string, unknown> });
    this.notify();
  }

  private notify() {
    for (const listener of [...this.listeners]) listener();
  }
}
