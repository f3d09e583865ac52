import { Transform } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { Parser } from 'htmlparser2';
import { type SvgProblem, svgRefusal } from '../../shared/domain/logo-images';
import { AppError } from '../core/errors';

// SVG is XML and may carry script. file-type does not detect it, so it is recognised here by its text,
// and an SVG is kept only when it holds nothing that could run or load anything: no script elements,
// no event handler attributes, no javascript: (or other script) URLs, no foreign objects, HTML or embedded
// documents, no links except to its own fragments or embedded raster images, no entity declarations.
// The file is read by an XML parser (htmlparser2 in XML mode), so attribute values are checked as a
// browser reads them, character references decoded. Every stored SVG is still served with a sandboxing
// CSP and nosniff (`http/file-response.ts`), so even a file that slipped through could not run script.

/**
 * An XML prologue (declaration, comments, an svg DOCTYPE), then the svg root. A DOCTYPE's internal subset
 * is let through here so that the reader below refuses it by name.
 */
const svgStart =
  /^(?:\s|<\?xml\s[^>]*\?>|<!--[\s\S]*?-->|<!doctype\s+svg(?:\s+(?:public|system)\s+(?:"[^"]*"|'[^']*')(?:\s+(?:"[^"]*"|'[^']*'))?)?\s*(?:\[[^\]]*\]\s*)?>)*<(?:svg:)?svg[\s>/]/i;

/** True when the first bytes of a file are the start of an SVG document (UTF-8, no NUL bytes). */
export function looksLikeSvg(head: Buffer): boolean {
  if (head.includes(0)) return false;
  let text = head.toString('utf8');
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  return svgStart.test(text);
}

/** Elements that run script, or hold HTML or other documents. Compared by local name, any prefix. */
const embeddingElements = new Set([
  'foreignobject',
  'iframe',
  'frame',
  'frameset',
  'embed',
  'object',
  'html',
  'body',
  'meta',
  'link',
  'base',
  'handler',
  'listener',
]);

/** Namespaces whose elements a browser runs as HTML or MathML inside the SVG. */
const documentNamespaces = ['http://www.w3.org/1999/xhtml', 'http://www.w3.org/1998/math/mathml'];

/** A URL with a scheme that runs script, read as a browser does: controls and whitespace ignored. */
const scriptUrl = /(?:java|vb|live)script:|data:(?:text|application)\//;
/** Links may name the image itself, its own fragments or an embedded raster picture, nothing else. */
const ownReference = /^(?:$|#|data:image\/(?:png|jpe?g|gif|webp)[;,])/;
const cssUrl = /url\(\s*(['"]?)\s*([^'")\s]*)/g;

const compact = (value: string) =>
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
  value.toLowerCase().replace(/[\u0000-\u0020]+/g, '');
const localName = (name: string) => name.toLowerCase().replace(/^.*:/, '');

/** The first problem in a style sheet or style attribute: a script URL, an import or an outside url(). */
function styleProblem(css: string): SvgProblem | undefined {
  const text = css.toLowerCase();
  if (scriptUrl.test(compact(text))) return { kind: 'script-link' };
  if (/@import/.test(text)) return { kind: 'external-reference', target: '@import' };
  for (const match of text.matchAll(cssUrl)) {
    const target = match[2] ?? '';
    if (!ownReference.test(target)) return { kind: 'external-reference', target: `url(${target})` };
  }
  return undefined;
}

function attributeProblem(element: string, name: string, value: string): SvgProblem | undefined {
  const attribute = localName(name);
  const target = compact(value);
  if (attribute.startsWith('on')) return { kind: 'event-handler', attribute: name };
  if (scriptUrl.test(target)) return { kind: 'script-link' };
  if (attribute === 'href' || attribute === 'src' || name.toLowerCase() === 'xml:base') {
    if (!ownReference.test(target)) return { kind: 'external-reference', target: value.trim() };
  }
  // An animation could set a link or a handler once the file is shown.
  if (attribute === 'attributename' && /^(?:[a-z]+:)?on/.test(target)) {
    return { kind: 'event-handler', attribute: `${element} ${name}="${value}"` };
  }
  if (attribute === 'attributename' && /^(?:[a-z]+:)?(?:href|src)$/.test(target)) {
    return { kind: 'external-reference', target: `${element} ${name}="${value}"` };
  }
  if (name.toLowerCase().startsWith('xmlns') && documentNamespaces.includes(target)) {
    return { kind: 'embedded-document', element: `${element} ${name}="${value}"` };
  }
  if (attribute === 'style' || /url\(/i.test(value)) return styleProblem(value);
  return undefined;
}

/**
 * Reads an SVG as it streams and calls back with its first problem (or none at the end). `write` and
 * `end` report synchronously, so a stream can refuse the chunk that held the problem.
 */
function svgReader() {
  let problem: SvgProblem | undefined;
  let rootSeen = false;
  let styleDepth = 0;
  let styleText = '';
  const found = (next: SvgProblem | undefined) => {
    if (next && !problem) problem = next;
  };
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        const local = localName(name);
        if (!rootSeen && local !== 'svg') found({ kind: 'not-svg' });
        rootSeen = true;
        if (local === 'script') found({ kind: 'script' });
        if (embeddingElements.has(local)) found({ kind: 'embedded-document', element: name });
        for (const [attribute, value] of Object.entries(attributes)) {
          found(attributeProblem(name, attribute, value));
        }
        if (local === 'style') styleDepth += 1;
      },
      ontext(text) {
        if (styleDepth > 0) styleText += text;
      },
      onclosetag(name) {
        if (localName(name) !== 'style' || styleDepth === 0) return;
        styleDepth -= 1;
        found(styleProblem(styleText));
        styleText = '';
      },
      onprocessinginstruction(name, data) {
        const lower = data.toLowerCase();
        if (name.toLowerCase() === '?xml-stylesheet') {
          found({ kind: 'external-reference', target: '<?xml-stylesheet?>' });
        }
        if (lower.startsWith('!doctype') && lower.includes('[')) found({ kind: 'entities' });
        if (lower.startsWith('!entity')) found({ kind: 'entities' });
      },
    },
    { xmlMode: true },
  );
  return {
    write(text: string) {
      parser.write(text);
      return problem;
    },
    end() {
      parser.end();
      if (!rootSeen) found({ kind: 'not-svg' });
      return problem;
    },
  };
}

/** The first problem of a whole SVG held in memory, or undefined when it is safe to keep. */
export function findSvgProblem(text: string): SvgProblem | undefined {
  const reader = svgReader();
  return reader.write(text) ?? reader.end();
}

/**
 * Passes an SVG through unchanged, failing the stream with a 415 AppError that names the problem as soon
 * as it holds something refused above or is not valid UTF-8. The whole file is checked, not only its start.
 */
export function svgSafetyCheck(): Transform {
  const decoder = new StringDecoder('utf8');
  const reader = svgReader();
  const refuse = (problem: SvgProblem) => {
    const message = svgRefusal(problem);
    return new AppError('unsupported_media_type', message, { file: [message] });
  };
  const check = (text: string) => {
    if (text.includes('\ufffd') || text.includes('\u0000')) return refuse({ kind: 'not-svg' });
    const problem = reader.write(text);
    return problem ? refuse(problem) : null;
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      const error = check(decoder.write(chunk));
      if (error) callback(error);
      else callback(null, chunk);
    },
    flush(callback) {
      const error = check(decoder.end());
      const problem = error ? undefined : reader.end();
      callback(error ?? (problem ? refuse(problem) : null));
    },
  });
}
