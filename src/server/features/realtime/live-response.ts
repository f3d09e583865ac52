import type { ServerResponse } from 'node:http';
import type { HttpBindings } from '@hono/node-server';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import type { Context, MiddlewareHandler } from 'hono';
import type { BodySink } from './live-stream';

type PendingBody = { start: (sink: BodySink) => void; abandon: () => void };

/**
 * An event stream's response: its headers go out through Hono like any answer's, then its body is
 * written straight to Node's response, the Node adapter's own way (`RESPONSE_ALREADY_SENT`). Handing
 * the adapter a web ReadableStream instead kept a reader, its pending read and the adapter's handler
 * chain alive for every open stream: twice the heap, and 10,000 streams past their 300 MB (decision 041).
 *
 * `respond` is the route's answer; `writeBody` is middleware registered ahead of every other, so it runs
 * last on the way out, once every header (request id, security headers, a refreshed cookie) is set.
 * Requests served without Node (in-process, in tests) get the body as a web stream.
 */
export function liveResponses() {
  // Keyed by the request's context: middleware may replace the response object on its way out.
  const pending = new WeakMap<Context, PendingBody>();

  const respond = (
    c: Context,
    headers: Record<string, string>,
    start: PendingBody['start'],
    abandon: PendingBody['abandon'],
  ): Response => {
    pending.set(c, { start, abandon });
    return c.body(null, 200, headers);
  };

  const writeBody: MiddlewareHandler = async (c, next) => {
    await next();
    const body = pending.get(c);
    if (!body) return;
    pending.delete(c);
    // Turned into an error on its way out: nothing is streamed, and what the route took is given back.
    if (c.res.status !== 200) {
      body.abandon();
      return;
    }
    const answer = c.res;
    // Cleared first: assigning over a response would merge the old one's headers into the new one.
    c.res = undefined;
    const outgoing = (c.env as Partial<HttpBindings> | undefined)?.outgoing;
    if (outgoing) {
      outgoing.writeHead(answer.status, nodeHeaders(answer.headers));
      outgoing.flushHeaders();
      body.start(nodeResponseSink(outgoing));
      c.res = RESPONSE_ALREADY_SENT;
    } else {
      const web = webStreamSink();
      c.res = new Response(web.body, answer);
      body.start(web.sink);
    }
  };

  return { respond, writeBody };
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
      // A browser that hung up while the route read its session closed the response before the body
      // started: its 'close' has been and gone, and the stream would otherwise live on for nobody.
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
