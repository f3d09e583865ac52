// One rule for every avatar and initials badge: the first letters of a name's first and last words
// ('Dana Whitfield-Ortiz' -> 'DW'). Words are split on spaces only, so a hyphenated surname stays one
// word. Letters are whole graphemes (an accented letter, a non-Latin letter, an emoji with its modifiers),
// never half of a surrogate pair.

/** What an avatar shows for a name with nothing to take initials from. */
export const NO_INITIALS = '?';

/** A word counts when it holds a letter, a digit or an emoji; '&' or '-' alone does not. */
const WORD_START = /[\p{L}\p{N}\p{Extended_Pictographic}]/u;

let segmenter: Intl.Segmenter | undefined;

/** The word's graphemes, from the first that is a letter, digit or emoji: '(Dana)' starts at 'D'. */
function firstGrapheme(word: string): string | undefined {
  segmenter ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  for (const { segment } of segmenter.segment(word)) {
    if (WORD_START.test(segment)) return segment;
  }
  return undefined;
}

/** Upper case, unless that changes how many letters there are ('ß' would become 'SS'). */
function upper(grapheme: string) {
  const raised = grapheme.toUpperCase();
  return [...raised].length === [...grapheme].length ? raised : grapheme;
}

/**
 * Up to two initials: the first and the last word's first letters, upper-cased ('ada lovelace' -> 'AL',
 * 'Prince' -> 'P'). An email address stands for its local part without a '+tag', split at dots,
 * underscores and hyphens ('jane.doe+news@example.com' -> 'JD'). Nothing usable gives NO_INITIALS.
 */
export function initials(name: string): string {
  const trimmed = name.trim();
  const isEmail = !/\s/u.test(trimmed) && trimmed.includes('@');
  // An address's '+tag' names a mailbox, not a person.
  const local = trimmed.slice(0, trimmed.indexOf('@')).replace(/\+.*/u, '');
  const words = isEmail ? local.split(/[._-]+/u) : trimmed.split(/\s+/u);
  const letters = words.map(firstGrapheme).filter((letter) => letter !== undefined);
  if (letters.length === 0) return NO_INITIALS;
  const picked = letters.length === 1 ? [letters[0]] : [letters[0], letters[letters.length - 1]];
  return picked.map((letter) => upper(letter as string)).join('');
}
