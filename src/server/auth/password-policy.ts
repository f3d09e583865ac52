import { dictionary } from '@zxcvbn-ts/language-common';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../shared/domain/limits';
import { messages } from '../../shared/messages';

// The most used passwords from a published list that ships with the package: no network lookup.
const commonPasswords = new Set(
  (dictionary['passwords-common'] as string[]).filter((p) => p.length >= PASSWORD_MIN_LENGTH),
);

/** The reason a new password is refused, or null when it is acceptable. */
export function passwordProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return messages.password.tooShort;
  if (password.length > PASSWORD_MAX_LENGTH) return messages.password.tooLong;
  if (commonPasswords.has(password.toLowerCase())) return messages.password.tooCommon;
  return null;
}
