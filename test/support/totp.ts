import { base32 } from '@better-auth/utils/base32';
import { createOTP } from '@better-auth/utils/otp';

// What a person's authenticator app does with the QR code: reads the secret from the otpauth:// address
// and shows the current six-digit code (RFC 6238), here for the API and browser tests.

/** The key a person would type by hand: the address's `secret` parameter (base32). */
export const keyOf = (totpURI: string) => new URL(totpURI).searchParams.get('secret') as string;

/** The code the authenticator shows now for the base32 key `key`. */
export function currentCode(key: string): Promise<string> {
  return createOTP(base32.decode(key)).totp();
}

/** A code the authenticator would not show now (the right one with its last digit changed). */
export async function wrongCode(key: string): Promise<string> {
  const right = await currentCode(key);
  return `${right.slice(0, 5)}${(Number(right[5]) + 1) % 10}`;
}
