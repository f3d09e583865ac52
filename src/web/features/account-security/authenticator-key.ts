/**
 * The key an authenticator app takes when typed by hand: the `secret` parameter (base32) of the
 * `otpauth://` address the QR code carries.
 */
export function authenticatorKey(totpURI: string): string {
  try {
    return new URL(totpURI).searchParams.get('secret') ?? '';
  } catch {
    return '';
  }
}

/** In groups of four, as people read a long key out and type it. */
export const inGroupsOfFour = (key: string) => key.match(/.{1,4}/g)?.join(' ') ?? '';
