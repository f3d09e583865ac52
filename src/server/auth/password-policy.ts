import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../shared/domain/limits';
import { messages } from '../../shared/messages';
import { loadOnce } from '../core/load-once';

/**
 * The most used passwords from a published list that ships with the package: no network lookup. Loaded
 * with the first new password, not at the server's start: the package's dictionaries are 14 MB of
 * memory, which an instance that only serves signed-in users never needs.
 */
const loadCommonPasswords = loadOnce(() =>
  import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) =>
      new Set((dictionary['passwords-common'] as string[]).filter((p) => p.length >= PASSWORD_MIN_LENGTH)),
  ),
);

/** The reason a new password is refused, or null when it is acceptable. */
export async function passwordProblem(password: string): Promise<string | null> {
  if (password.length < PASSWORD_MIN_LENGTH) return messages.password.tooShort;
  if (password.length > PASSWORD_MAX_LENGTH) return messages.password.tooLong;
  if ((await loadCommonPasswords()).has(password.toLowerCase())) return messages.password.tooCommon;
  return null;
}
