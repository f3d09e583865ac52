import { Transform } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { AppError } from '../core/errors';

// SVG is XML and may carry script. file-type does not detect it, so it is recognised here by its text,
// and an SVG is kept only when it holds nothing that could run or load anything: no script elements,
// no event handler attributes, no javascript: (or other script) URLs, no foreign objects or embedded
// documents, no links except to its own fragments or embedded raster images, no entity declarations.
// Every stored SVG is still served with a sandboxing CSP and nosniff (`http/file-response.ts`).

/** An XML prologue (declaration, comments, a DOCTYPE without an internal subset), then the svg root. */
const svgStart =
  /^(?:\s|<\?xml\s[^>]*\?>|<!--[\s\S]*?-->|<!doctype\s+svg(?:\s+(?:public|system)\s+(?:"[^"]*"|'[^']*')(?:\s+(?:"[^"]*"|'[^']*'))?)?\s*>)*<(?:svg:)?svg[\s>/]/i;

/** True when the first bytes of a file are the start of an SVG document (UTF-8, no NUL bytes). */
export function looksLikeSvg(head: Buffer): boolean {
  if (head.includes(0)) return false;
  let text = head.toString('utf8');
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  return svgStart.test(text);
}

/** Patterns in the lowercased text (whitespace runs collapsed to one space) that refuse an SVG. */
const forbidden: RegExp[] = [
  // Elements that run script or hold other documents, with or without a namespace prefix.
  /<(?:[a-z0-9_.-]+:)?(?:script|foreignobject|iframe|embed|object|handler|listener|html|body|meta|link|base)[\s>/]/,
  // Event handler attributes (onload=, svg:onclick=).
  /[\s:"'/]on[a-z]+ ?=/,
  // Script URLs anywhere: attributes, styles, animation values.
  /(?:java|vb|live)script ?:/,
  /data ?: ?(?:text|application)\//,
  // Links only to the document's own fragments or to embedded raster images.
  /href ?= ?["'] ?(?!#|data:image\/(?:png|jpe?g|gif|webp)[;,])/,
  // Animations that could rewrite a link, stylesheets and declarations that pull in other content.
  /attributename ?= ?["'] ?(?:[a-z]+:)?href/,
  /<!entity|<!doctype[^>]*\[|<\?xml-stylesheet|@import/,
  // Character references could spell any of the above where it is read (`&#106;avascript:`).
  /&#/,
];

/** How much of the text before each chunk is checked again with it, so no pattern hides across chunks. */
const OVERLAP = 256;

/**
 * Passes an SVG through unchanged, failing the stream with a 415 AppError (`refusal`) as soon as it holds
 * something forbidden above or is not valid UTF-8. The whole file is checked, not only its start.
 */
export function svgSafetyCheck(refusal: string): () => Transform {
  return () => {
    const decoder = new StringDecoder('utf8');
    let carry = '';
    const refuse = () => new AppError('unsupported_media_type', refusal, { file: [refusal] });
    const check = (text: string): boolean => {
      const normalized = (carry + text).toLowerCase().replace(/\s+/g, ' ');
      if (normalized.includes('\ufffd') || normalized.includes('\u0000')) return false;
      if (forbidden.some((pattern) => pattern.test(normalized))) return false;
      carry = normalized.slice(-OVERLAP);
      return true;
    };
    return new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        if (!check(decoder.write(chunk))) callback(refuse());
        else callback(null, chunk);
      },
      flush(callback) {
        if (!check(decoder.end())) callback(refuse());
        else callback();
      },
    });
  };
}
