import { Readable } from 'node:stream';
import { documentOnlyHeaders } from './security';
import { attachmentDisposition } from './upload';

/** Types a browser may show in a tab: pictures and PDFs. Everything else is only ever downloaded. */
const previewable = new Set(['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'application/pdf']);

export function canPreview(fileType: string): boolean {
  return previewable.has(fileType);
}

/** The policy every served SVG carries: no script, no requests, no same-origin access. */
export const svgPolicy = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox";

/**
 * A stored file as the answer to an authorised download route. By default it downloads as an attachment;
 * with `inline` a picture or PDF is shown in the browser, under a CSP that sandboxes it (no script, no
 * same-origin access), and any other type still downloads. Always nosniff and never cached by others;
 * with the headers that act on a document, which an API answer otherwise goes without (http/security.ts).
 */
export function storedFileResponse(
  file: { body: Readable; size: number; fileName: string; fileType: string },
  options: { inline?: boolean } = {},
): Response {
  const inline = options.inline === true && canPreview(file.fileType);
  const headers: Record<string, string> = {
    'Content-Type': file.fileType,
    'Content-Length': String(file.size),
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
  return new Response(Readable.toWeb(file.body) as ReadableStream, { status: 200, headers });
}
