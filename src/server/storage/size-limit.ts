import { pipeline, type Readable, Transform } from 'node:stream';
import { ObjectTooLargeError } from './storage';

/**
 * Passes `body` through, counting bytes, and fails the stream with ObjectTooLargeError as soon as it
 * passes `maxBytes`, so that an upload is refused before it is read whole. A failure of `body` itself
 * (a client that hangs up) fails the returned stream too.
 */
export function limitSize(body: Readable, maxBytes: number | undefined) {
  const counter = { size: 0 };
  const limit = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      counter.size += chunk.length;
      if (maxBytes !== undefined && counter.size > maxBytes) callback(new ObjectTooLargeError(maxBytes));
      else callback(null, chunk);
    },
  });
  // The error reaches whoever reads `limit`; pipeline only needs to tear both streams down.
  const stream = pipeline(body, limit, () => {});
  return { stream, counter };
}
