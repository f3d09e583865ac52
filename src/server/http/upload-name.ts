// The name an uploaded file is shown and downloaded under. The browser's name is only a suggestion: it
// may carry characters that make it read as something else, and an extension its bytes do not match.

import { visibleText } from '../../shared/domain/visible-text';

const MAX_NAME_LENGTH = 200;
const FALLBACK_STEM = 'file';

/**
 * The visible part of a browser-sent file name: NFC-normalised, its last path segment only, without
 * invisible characters, path separators or leading dots, at most 200 characters. '' when nothing is left.
 */
export function cleanUploadName(name: string | undefined): string {
  // The rule for every name a person types and another reads (visible-text.ts): invisible characters
  // reorder or hide what a reader sees, e.g. 'invoice\u202Egnp.exe' reads 'invoiceexe.png'.
  const visible = visibleText(name ?? '');
  const lastSegment = visible.split(/[/\\]/).pop() ?? '';
  // Leading dots would make a hidden file ('.htaccess') or a bare extension.
  return truncate(
    lastSegment
      .trim()
      .replace(/^[.\s]+/, '')
      .replace(/[.\s]+$/, ''),
    MAX_NAME_LENGTH,
  );
}

/**
 * The name to store for a file whose bytes were detected as `detected`: the cleaned name, its extension
 * replaced by the detected type's when it names another (an HTML/JPEG polyglot sent as 'page.html' is
 * kept as 'page.jpg'), 'file.<ext>' when no name is left. `extensions` lists every spelling the type
 * accepts ('jpg', 'jpeg'); `ext` is the one given.
 */
export function uploadNameForType(
  name: string | undefined,
  detected: { ext: string; extensions?: readonly string[] },
): string {
  const cleaned = cleanUploadName(name);
  const accepted = new Set([detected.ext, ...(detected.extensions ?? [])].map((e) => e.toLowerCase()));
  const match = /^(.*)\.([A-Za-z0-9]{1,10})$/.exec(cleaned);
  const [stem, ext] = match ? [match[1] ?? '', match[2] ?? ''] : [cleaned, ''];
  if (stem && accepted.has(ext.toLowerCase())) return cleaned;
  const base = (stem || FALLBACK_STEM).replace(/[.\s]+$/, '') || FALLBACK_STEM;
  const suffix = `.${detected.ext}`;
  return truncate(base, MAX_NAME_LENGTH - suffix.length) + suffix;
}

/** At most `max` characters, counted and cut by code point so no surrogate pair is split. */
function truncate(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length <= max ? text : chars.slice(0, max).join('').trimEnd();
}
