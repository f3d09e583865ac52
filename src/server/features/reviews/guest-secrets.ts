import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

// A guest link's secret and a guest's session are random 256-bit strings, stored only as hashes, so a copy
// of the database opens no review. The one-time code is 6 digits, hashed with its guest's id; its few tries
// (REVIEW_GUEST_CODE_ATTEMPTS) and short life stand in for its length.

/** 43 characters of base64url: the guest link's last part, and a confirmed browser's cookie. */
export const newSecret = (): string => randomBytes(32).toString('base64url');

export const hashSecret = (secret: string): string => createHash('sha256').update(secret).digest('hex');

export const newCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');

export const hashCode = (guestId: string, code: string): string => hashSecret(`${guestId}:${code}`);

/** Compares two hex hashes in constant time. */
export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The address with most of it hidden, for a page anyone holding the link may see: "d•••@example.com". */
export function emailHint(email: string): string {
  const at = email.lastIndexOf('@');
  return `${email.slice(0, 1)}•••${email.slice(at)}`;
}
