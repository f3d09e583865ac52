import { z } from 'zod';
import { visibleText } from '../domain/visible-text';

// Names and titles that one person types and another reads (people's and companies' names, referrals,
// task titles, invite names, applications): stored as the reader will see them (visible-text.ts), then
// trimmed. The cleaning comes before every other check, so a name of nothing but invisible characters is
// empty and fails its field's usual 'required' message, and the length counts what is seen.

const tooLongMessage = (max: number) => `Please keep this under ${max} characters`;

/** A name or title, cleaned and trimmed; add the field's own checks after it. */
export const displayText = (params?: string | { error?: string }) =>
  z.string(params).overwrite(visibleText).trim();

/** A name that must be given: empty once cleaned answers `message`. */
export const requiredDisplayText = (max: number, message: string, tooLong = tooLongMessage(max)) =>
  displayText({ error: message }).min(1, message).max(max, tooLong);

/** A name that may be left out: null when it is empty once cleaned. */
export const optionalDisplayText = (max: number, tooLong = tooLongMessage(max)) =>
  displayText()
    .max(max, tooLong)
    .nullish()
    .transform((value) => value || null);

/**
 * Text of several lines that may be left out (an address, an invoice's notes): each line cleaned and
 * trimmed as a name is, the line breaks kept (Windows' as \n); null when nothing is left.
 */
export const optionalMultilineText = (max: number, tooLong = tooLongMessage(max)) =>
  z
    .string()
    .overwrite((text) =>
      text
        .split(/\r\n|\r|\n/)
        .map((line) => visibleText(line).trim())
        .join('\n')
        .trim(),
    )
    .max(max, tooLong)
    .nullish()
    .transform((value) => value || null);
