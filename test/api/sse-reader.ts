import { expect } from 'vitest';

export type SseEvent = { event: string; data: string };

/**
 * Reads a Server-Sent Events response one event at a time. Every test must `cancel()` at the end: that
 * closes the stream on the server, which stops its subscription and heartbeat.
 */
export function readSse(response: Response) {
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/event-stream');
  if (!response.body) throw new Error('The event stream has no body');
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';

  async function next(): Promise<SseEvent> {
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        return parseBlock(block);
      }
      const { value, done } = await reader.read();
      if (done) throw new Error('The event stream ended');
      buffer += value;
    }
  }

  /** The next event of the given type, skipping others (heartbeats arrive whenever they are due). */
  async function nextOf(type: string): Promise<SseEvent> {
    for (;;) {
      const event = await next();
      if (event.event === type) return event;
    }
  }

  return {
    next,
    nextOf,
    /** The next `change` event's payload. */
    nextChange: async () => JSON.parse((await nextOf('change')).data) as unknown,
    cancel: () => reader.cancel(),
  };
}

function parseBlock(block: string): SseEvent {
  let event = 'message';
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line.startsWith('event:')) event = line.slice(6).trim();
    else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
  }
  return { event, data: data.join('\n') };
}
