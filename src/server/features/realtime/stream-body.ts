import type { BodySink } from './live-stream';

/**
 * A stream's response body: one web ReadableStream the stream enqueues its frames on as things happen,
 * handed to Hono as the response's body. Hono's streaming helper would put two more web streams and a
 * waiting callback behind each connection, which 10,000 open streams cannot afford (decision 035).
 */
export function streamBody(): { body: ReadableStream<Uint8Array>; sink: BodySink } {
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  const listeners: (() => void)[] = [];
  let over = false;
  const finish = () => {
    if (over) return;
    over = true;
    for (const listener of listeners.splice(0)) listener();
  };
  // Counted in bytes with nothing wanted ahead: desiredSize is minus what waits for the reader.
  const body = new ReadableStream<Uint8Array>(
    {
      start: (c) => {
        controller = c;
      },
      // The browser hung up: the server cancels the body it was writing.
      cancel: finish,
    },
    new ByteLengthQueuingStrategy({ highWaterMark: 0 }),
  );
  const sink: BodySink = {
    write: (bytes) => controller?.enqueue(bytes),
    queuedBytes: () => -(controller?.desiredSize ?? 0),
    end: () => {
      controller?.close();
      finish();
    },
    onClose: (listener) => {
      if (over) listener();
      else listeners.push(listener);
    },
  };
  return { body, sink };
}
