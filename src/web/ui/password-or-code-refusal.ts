import type { ErrorOption } from 'react-hook-form';
import { twoFactorErrorCodes, twoFactorMessages } from '@/shared/domain/two-factor';
import { messages } from '@/shared/messages';
import { ApiError, errorMessage } from '@/web/lib/api-client';
import { toast } from '@/web/lib/toast';

/** The fields of the forms that ask for the password again, a two-factor code, or both. */
export type PasswordOrCodeField = 'password' | 'code';

// The server's error code that blames each field, and what to say should it send no message of its own.
const refusals = {
  password: { code: twoFactorErrorCodes.wrongPassword, fallback: twoFactorMessages.wrongPassword },
  code: { code: twoFactorErrorCodes.wrongCode, fallback: twoFactorMessages.wrongCode },
} as const;

/**
 * Says why the server refused the password or a code (decision 047): at the field it blames, which takes
 * the focus, when that field is among the form's `fields`; anything else in a toast.
 */
export function showPasswordOrCodeRefusal<Field extends PasswordOrCodeField>(
  error: unknown,
  setError: (field: NoInfer<Field>, error: ErrorOption, options: { shouldFocus: boolean }) => void,
  fields: readonly Field[],
): void {
  const code = error instanceof ApiError ? error.code : undefined;
  const blamed = fields.find((field) => refusals[field].code === code);
  if (blamed) {
    setError(blamed, { message: errorMessage(error, refusals[blamed].fallback) }, { shouldFocus: true });
  } else {
    toast.error(errorMessage(error, messages.common.unexpected));
  }
}
