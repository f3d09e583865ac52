import { PassThrough, Readable } from 'node:stream';
import type { ReadableStream as NodeWebReadableStream } from 'node:stream/web';
import busboy from 'busboy';
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '../core/errors';
import { cleanUploadName } from './upload-name';

// Multipart uploads streamed part by part (busboy), never held whole in memory: Hono's parseBody()
// would buffer every file before the handler runs.

export type UploadPart =
  | { kind: 'field'; name: string; value: string }
  /** `fileName` is already cleaned (`cleanUploadName`); undefined when nothing usable was sent. */
  | { kind: 'file'; name: string; fileName: string | undefined; stream: Readable };

/** What the reader enforces as it parses (`upload-pipeline.ts` derives them from a route's declaration). */
export type UploadLimits = {
  /** Bytes per file; the storage refuses past this, busboy stops reading one byte later. */
  maxFileBytes: number;
  maxFiles: number;
  maxFields: number;
  /** Bytes kept of a text field; a longer value arrives cut at this size. */
  maxFieldBytes: number;
};

/** Browsers escape `"`, CR and LF in a multipart file name as %22, %0D and %0A (WHATWG form-data encoding). */
function formDataFileName(name: string | undefined): string | undefined {
  return name?.replace(/%22/g, '"').replace(/%0D/gi, '\r').replace(/%0A/gi, '\n');
}

export function isMultipart(contentType: string | undefined): boolean {
  return /^multipart\/form-data\s*;/i.test(contentType ?? '');
}

function uploadError(error: unknown): Error {
  if (error instanceof AppError) return error;
  return new AppError('bad_request', 'The upload was cut short or malformed. Please try again.');
}

/**
 * The parts of a multipart request, in order. Each file part's stream must be read to its end (or the
 * loop left) before the next part arrives. Leaving the loop, or an error, stops reading the request.
 */
export async function* readMultipart(request: Request, limits: UploadLimits): AsyncGenerator<UploadPart> {
  const contentType = request.headers.get('content-type') ?? undefined;
  if (!isMultipart(contentType) || !request.body) {
    throw new AppError('bad_request', 'Expected a multipart/form-data body.');
  }
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { 'content-type': contentType },
      defParamCharset: 'utf8',
      limits: {
        files: limits.maxFiles,
        fields: limits.maxFields,
        // Busboy announces the parts limit on reaching it, not on passing it: one more, so that a request
        // with every file and field it may carry is read whole.
        parts: limits.maxFiles + limits.maxFields + 1,
        fieldSize: limits.maxFieldBytes,
        // One byte past ours, so that a file of exactly maxFileBytes passes.
        fileSize: limits.maxFileBytes + 1,
      },
    });
  } catch {
    throw new AppError('bad_request', 'Expected a multipart/form-data body with a boundary.');
  }

  type Event = UploadPart | { kind: 'end' } | { kind: 'error'; error: Error };
  const events: Event[] = [];
  let wake: (() => void) | undefined;
  const push = (event: Event) => {
    events.push(event);
    wake?.();
    wake = undefined;
  };
  const refuse = (error: Error) => push({ kind: 'error', error });
  const source = Readable.fromWeb(request.body as unknown as NodeWebReadableStream<Uint8Array>);
  const stopReading = () => {
    source.unpipe(parser);
    source.destroy();
  };

  parser.on('field', (name, value) => push({ kind: 'field', name, value }));
  parser.on('file', (name, file, info) => {
    // Busboy's own errors become one AppError, so a cut-short upload is a 400, not a 500.
    const stream = new PassThrough();
    // Whoever reads the file sees its errors; one left unread (the request was refused first) must not
    // turn a late error into an uncaught exception.
    stream.on('error', () => {});
    file.on('error', (error) => stream.destroy(uploadError(error)));
    file.on('limit', () => {
      // Busboy would read and discard the rest of the file: stop reading the request instead.
      stopReading();
      stream.destroy(
        new AppError('payload_too_large', `The file is larger than ${limits.maxFileBytes} bytes.`),
      );
    });
    file.pipe(stream);
    const fileName = cleanUploadName(formDataFileName(info.filename)) || undefined;
    push({ kind: 'file', name, fileName, stream });
  });
  parser.on('filesLimit', () => refuse(new AppError('bad_request', 'Too many files in one request.')));
  parser.on('fieldsLimit', () => refuse(new AppError('bad_request', 'Too many fields in one request.')));
  parser.on('partsLimit', () => refuse(new AppError('bad_request', 'Too many parts in one request.')));
  parser.on('error', (error) => refuse(uploadError(error)));
  parser.on('close', () => push({ kind: 'end' }));

  source.on('error', (error) => parser.destroy(error));
  source.pipe(parser);

  try {
    for (;;) {
      const event = events.shift();
      if (!event) {
        await new Promise<void>((resolve) => {
          wake = resolve;
        });
        continue;
      }
      if (event.kind === 'end') return;
      if (event.kind === 'error') throw event.error;
      yield event;
    }
  } finally {
    // Stop reading whatever the client is still sending.
    stopReading();
    parser.destroy();
  }
}

/** Enough of the start of a file for file-type to tell every format we accept. */
const SNIFF_BYTES = 4100;

/**
 * Detects a stream's type from its first bytes (magic numbers, not the name or the browser's claim) and
 * gives back a stream that still starts at byte 0, and the sample (`head`, for types file-type cannot tell,
 * such as SVG). Only the sample is held in memory.
 */
export async function sniffStream(
  stream: Readable,
): Promise<{ mime: string | undefined; head: Buffer; stream: Readable }> {
  const iterator = stream[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const head: Buffer[] = [];
  let size = 0;
  let ended = false;
  while (size < SNIFF_BYTES) {
    const next = await iterator.next();
    if (next.done) {
      ended = true;
      break;
    }
    head.push(next.value);
    size += next.value.length;
  }
  const sample = Buffer.concat(head);
  const type = await fileTypeFromBuffer(sample.subarray(0, SNIFF_BYTES));
  async function* replay() {
    try {
      yield sample;
      if (ended) return;
      for (;;) {
        const next = await iterator.next();
        if (next.done) return;
        yield next.value;
      }
    } finally {
      // A reader that stops early (a refused file) releases the source too.
      if (!ended) await iterator.return?.();
    }
  }
  return {
    mime: type?.mime,
    head: sample.subarray(0, SNIFF_BYTES),
    stream: Readable.from(replay(), { objectMode: false }),
  };
}

/**
 * `Content-Disposition: attachment` for a download named `fileName`: a plain ASCII fallback plus the
 * exact UTF-8 name (RFC 6266 / 5987), so no name can break out of the header.
 */
export function attachmentDisposition(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
