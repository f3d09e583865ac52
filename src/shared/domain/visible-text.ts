// What one person types and another reads (a person's or company's name, a task title, a file name) is
// kept as the reader will see it. Some characters show nothing yet change what is seen: a right-to-left
// override (U+202E) makes 'Acme\u202Eevil' read 'Acmelive', so a name or 'invoice\u202Egnp.exe' can pose
// as something else; zero-width characters make two names that look alike differ, or a name look filled
// while it holds nothing. One rule for all of them, here, so the browser's forms and the server agree.

// Control characters (C0, DEL, C1: tabs and newlines too, which a one-line field never holds), format
// characters (bidirectional embeddings, overrides, isolates and marks U+202A–U+202E, U+2066–U+2069,
// U+200E, U+200F, U+061C; zero-width space, joiners and word joiner U+200B–U+200D, U+2060; the byte-order
// mark U+FEFF; soft hyphen; invisible tags) and line/paragraph separators.
const UNSEEN = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u;

const ZERO_WIDTH_JOINER = '\u200D';
const ZERO_WIDTH_NON_JOINER = '\u200C';

// The joiners are the only invisible characters that are part of how some text is written:
// - ZWJ glues an emoji sequence into one picture ('👩‍💻', '👨‍👩‍👧', '🏳️‍🌈'): after an emoji (or its skin
//   tone or emoji-style selector) and before another emoji;
// - ZWJ and ZWNJ choose letter forms inside a word of a joining or Indic script (Persian 'می‌خواهم',
//   Hindi, Malayalam...).
// Anywhere else (at either end, beside a space, inside a Latin word such as 'Ac\u200Dme') a joiner only
// hides a difference, so it goes with the rest.
// An alternation, not a class: the emoji-style selector is a combining mark, which a class would misread.
const EMOJI_BEFORE_JOINER = /\p{Extended_Pictographic}|\p{Emoji_Modifier}|\uFE0F/u;
const EMOJI_AFTER_JOINER = /\p{Extended_Pictographic}/u;
const LETTER_OR_MARK = /[\p{L}\p{M}]/u;
const LATIN = /\p{Script=Latin}/u;

function joinsHere(joiner: string, before: string | undefined, after: string | undefined): boolean {
  if (before === undefined || after === undefined) return false;
  if (joiner === ZERO_WIDTH_JOINER && EMOJI_BEFORE_JOINER.test(before) && EMOJI_AFTER_JOINER.test(after)) {
    return true;
  }
  const inWord = LETTER_OR_MARK.test(before) && LETTER_OR_MARK.test(after);
  return inWord && !LATIN.test(before) && !LATIN.test(after);
}

/**
 * `text` as a reader sees it: NFC-normalised (one spelling per name), without control, format or
 * separator characters, a zero-width joiner or non-joiner kept only where it joins (see above). Not
 * trimmed: callers trim as their field needs.
 */
export function visibleText(text: string): string {
  const kept = Array.from(text.normalize('NFC')).filter(
    (char) => char === ZERO_WIDTH_JOINER || char === ZERO_WIDTH_NON_JOINER || !UNSEEN.test(char),
  );
  return kept
    .filter((char, i) => {
      if (char !== ZERO_WIDTH_JOINER && char !== ZERO_WIDTH_NON_JOINER) return true;
      return joinsHere(char, kept[i - 1], kept[i + 1]);
    })
    .join('');
}
