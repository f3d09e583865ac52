import {
  type TwoFactorErrorCode,
  twoFactorErrorCodes,
  twoFactorMessages,
} from '../../../shared/domain/two-factor';

/** The auth library's two-factor refusals, in the product's codes and words: the code step acts on them. */
const wordings: Record<
  string,
  { code: TwoFactorErrorCode | 'rate_limited' | 'bad_request'; message: string; status?: number }
> = {
  INVALID_CODE: { code: twoFactorErrorCodes.wrongCode, message: twoFactorMessages.wrongCode },
  INVALID_BACKUP_CODE: { code: twoFactorErrorCodes.wrongCode, message: twoFactorMessages.wrongRecoveryCode },
  INVALID_TWO_FACTOR_COOKIE: {
    code: twoFactorErrorCodes.signInAgain,
    message: twoFactorMessages.signInAgain,
  },
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: {
    code: twoFactorErrorCodes.signInAgain,
    message: twoFactorMessages.signInAgain,
    status: 401,
  },
  ACCOUNT_TEMPORARILY_LOCKED: { code: twoFactorErrorCodes.locked, message: twoFactorMessages.locked },
  INVALID_PASSWORD: { code: twoFactorErrorCodes.wrongPassword, message: twoFactorMessages.wrongPassword },
  TOTP_ALREADY_ENABLED: { code: 'bad_request', message: twoFactorMessages.alreadyOn },
  TOTP_NOT_ENABLED: { code: 'bad_request', message: twoFactorMessages.notOn },
  TWO_FACTOR_NOT_ENABLED: { code: 'bad_request', message: twoFactorMessages.notOn },
  BACKUP_CODES_NOT_ENABLED: { code: 'bad_request', message: twoFactorMessages.notOn },
};

/**
 * Rewrites a two-factor route's refusal (already in our error shape, library-errors.ts) into the product's
 * code and message; the library's own rate limit answers as every other limit does.
 */
export async function withTwoFactorWording(response: Response): Promise<Response> {
  if (response.status < 400) return response;
  const body = (await response
    .clone()
    .json()
    .catch(() => undefined)) as { error?: { code?: string } } | undefined;
  const libraryCode = body?.error?.code ?? '';
  const wording =
    wordings[libraryCode] ??
    (response.status === 429 ? { code: 'rate_limited' as const, message: twoFactorMessages.tooFast } : null);
  if (!wording) return response;
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(JSON.stringify({ error: { code: wording.code, message: wording.message } }), {
    status: wording.status ?? response.status,
    headers,
  });
}
