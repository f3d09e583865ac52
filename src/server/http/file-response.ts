import { Readable } from 'node:stream';
import type { ByteRange, StoredObject } from '../storage/storage';
import { documentOnlyHeaders } from './security';
import { attachmentDisposition } from './upload';

/** Types a browser may show in a tab: pictures and PDFs. Everything else is only ever downloaded. */
const previewable = new Set(['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'application/pdf']);

export function canPreview(fileType: string): boolean {
  return previewable.has(fileType);
}

/** The policy every served SVG carries: no script, no requests, no same-origin access. */
export const svgPolicy = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox";

/** What a route answering with `storedFileResponse` adds to its 200 in its contract (the OpenAPI document). */
export const byteRangeResponses = {
  206: { description: 'The bytes a Range header asked (`Content-Range: bytes first-last/size`)' },
  416: { description: 'The Range starts past the end of the file (`Content-Range` gives its size)' },
} as const;

/** A stored file a feature opened for its caller: the storage's object, named and typed by its record. */
export type OpenedFile = Omit<StoredObject, 'contentType'> & { fileName: string; fileType: string };

/**
 * A stored file as the answer to an authorised download route, in whole or in part. The route passes an
 * `open` that checks access and opens the file with the range it is given, and the request's Range
 * header: one function, so every route answers ranges alike and reads from storage only the bytes asked
 * (a video seek or a page of a large PDF, never the whole file into memory). The range goes into `open`
 * rather than being cut here because only the storage knows the file's size as it opens it, and an S3
 * bucket should send only the part (GetObject's Range), not the whole object.
 *
 * - No Range header, a multi-range or an unparsable one: the whole file, 200 (RFC 9110 §14.2 lets a
 *   server ignore a Range it does not serve; one part at a time is what players and PDF viewers ask).
 * - `bytes=a-b`, `bytes=a-`, `bytes=-n`: 206 with `Content-Range: bytes a-b/size` and only those bytes.
 * - A range starting at or past the end: 416, its Content-Range giving only the file's size.
 * Every answer says `Accept-Ranges: bytes`. An access check failing in `open` throws as before (404).
 *
 * By default the file downloads as an attachment; with `inline` a picture or PDF is shown in the
 * browser, under a CSP that sandboxes it (no script, no same-origin access), and any other type still
 * downloads. Always nosniff and never cached by others; with the headers that act on a document, which
 * an API answer otherwise goes without (http/security.ts).
 */
export async function storedFileResponse(
  open: (range: ByteRange | undefined) => Promise<OpenedFile>,
  options: { inline?: boolean; range?: string | undefined } = {},
): Promise<Response> {
  const file = await open(parseRangeHeader(options.range));
  const inline = options.inline === true && canPreview(file.fileType);
  const headers: Record<string, string> = {
    'Content-Type': file.fileType,
    'Content-Length': String(file.size),
    'Accept-Ranges': 'bytes',
    'Content-Disposition': inline
      ? attachmentDisposition(file.fileName).replace(/^attachment/, 'inline')
      : attachmentDisposition(file.fileName),
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'private, no-store',
    ...documentOnlyHeaders,
  };
  if (inline) {
    headers['Content-Security-Policy'] =
      "sandbox; default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; object-src 'self'";
  }
  // An SVG is a document that could script: opened on its own, it runs sandboxed, without script and
  // with nothing to load but its own styles and embedded pictures.
  if (file.fileType === 'image/svg+xml') headers['Content-Security-Policy'] = svgPolicy;

  if (file.range === 'unsatisfiable') {
    file.body.destroy();
    headers['Content-Range'] = `bytes */${file.size}`;
    headers['Content-Length'] = '0';
    return new Response(null, { status: 416, headers });
  }
  const body = Readable.toWeb(file.body) as ReadableStream;
  if (!file.range) return new Response(body, { status: 200, headers });
  const { start, end } = file.range;
  headers['Content-Range'] = `bytes ${start}-${end}/${file.size}`;
  headers['Content-Length'] = String(end - start + 1);
  return new Response(body, { status: 206, headers });
}

/**
 * The one range a Range header asks (RFC 9110 §14.1.1), or undefined to send the whole file: no header,
 * another unit, several ranges, or anything unparsable. Not `range-parser`: it needs the file's size
 * before parsing, and here the storage learns the size as it opens the file (one S3 request, not two).
 */
export function parseRangeHeader(header: string | undefined): ByteRange | undefined {
  const match = header?.trim().match(/^bytes=[ \t]*(\d*)-(\d*)[ \t]*$/i);
  if (!match) return undefined;
  const [, first = '', last = ''] = match;
  const number = (digits: string) => (Number.isSafeInteger(Number(digits)) ? Number(digits) : undefined);
  if (first === '') {
    const suffix = number(last);
    return last === '' || suffix === undefined ? undefined : { suffix };
  }
  const start = number(first);
  if (start === undefined) return undefined;
  if (last === '') return { start };
  const end = number(last);
  // A last byte before the first makes the header invalid, so it is ignored like any other.
  if (end === undefined || end < start) return undefined;
  return { start, end };
}
