import type { ServerResponse } from 'node:http';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import type { Context } from 'hono';

/** Where a long-lived response (an event stream) writes its bytes as things happen. */
export type BodySink = {
  write(bytes: Uint8Array): void;
  /** Bytes written that the browser has not taken yet. */
  queuedBytes(): number;
  /** Ends the response after what is queued. */
  end(): void;
  /** Runs once the response is over: ended, or the browser hung up. */
  onClose(listener: () => void): void;
};

export type StartBody = (sink: BodySink) => void;

type LiveBody = { start: StartBody; abandon: (() => void) | undefined };

// Keyed by the request's context: middleware may replace the response object on its way out.
const startsByRequest = new WeakMap<Context, LiveBody>();

/**
 * Answers with headers now and a body that `start` writes later, once every header is set
 * (`startLiveBody`). Nothing starts for a HEAD request or a response turned into an error on its way out:
 * `abandon` runs instead, to give back what the route took for the body (a stream's slot).
 */
export function respondLive(
  c: Context,
  headers: Record<string, string>,
  start: StartBody,
  abandon?: () => void,
): Response {
  startsByRequest.set(c, { start, abandon });
  return c.body(null, 200, headers);
}

/**
 * Writes a live body straight to Node's response. Handing Node a web ReadableStream instead kept, for
 * every open stream, the request's whole handler chain suspended on a read loop: about 15 KB of heap a
 * stream, 150 MB at 10,000 (docs/performance.md). Served some other way (in-process requests in tests),
 * the body is a web stream. Called last on the way out (`apiGate`), so the headers it sends are final.
 */
export function startLiveBody(c: Context, isHead: boolean): void {
  const live = startsByRequest.get(c);
  if (!live) return;
  startsByRequest.delete(c);
  if (isHead || c.res.status !== 200) {
    live.abandon?.();
    return;
  }
  const { start } = live;
  const outgoing = (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing;
  const answer = c.res;
  // Cleared first: assigning over a response would merge the old one's headers into the new.
  c.res = undefined;
  if (outgoing) {
    outgoing.writeHead(answer.status, nodeHeaders(answer.headers));
    outgoing.flushHeaders();
    start(nodeResponseSink(outgoing));
    // Tells the Node server that this answer went out already.
    c.res = RESPONSE_ALREADY_SENT;
  } else {
    const { body, sink } = webStreamSink();
    c.res = new Response(body, answer);
    start(sink);
  }
}

function nodeHeaders(headers: Headers): Record<string, string | string[]> {
  const record: Record<string, string | string[]> = {};
  headers.forEach((value, name) => {
    if (name !== 'set-cookie') record[name] = value;
  });
  const cookies = headers.getSetCookie();
  if (cookies.length > 0) record['set-cookie'] = cookies;
  return record;
}

function nodeResponseSink(outgoing: ServerResponse): BodySink {
  return {
    write: (bytes) => {
      outgoing.write(bytes);
    },
    queuedBytes: () => outgoing.writableLength,
    end: () => {
      outgoing.end();
    },
    onClose: (listener) => {
      // A browser that hung up while the route was still reading its session closed the response
      // before the body started: its 'close' has been and gone, and the stream would live on for nobody.
      if (outgoing.destroyed) listener();
      else outgoing.once('close', listener);
    },
  };
}

function webStreamSink(): { body: ReadableStream<Uint8Array>; sink: BodySink } {
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
