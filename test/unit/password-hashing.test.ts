import { hashPassword as libraryHash, verifyPassword as libraryVerify } from 'better-auth/crypto';
import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../../src/server/auth/password-hashing';

// Our hasher runs the auth library's scrypt at low priority: every hash either makes must verify with the
// other, or existing accounts could not sign in.
describe('password hashing in the background', () => {
  it("verifies the library's hashes, and the library verifies ours", async () => {
    const password = 'Correct-horse-battery-2026';
    const fromLibrary = await libraryHash(password);
    const ours = await hashPassword(password);
    expect(ours).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
    expect(await verifyPassword({ hash: fromLibrary, password })).toBe(true);
    expect(await libraryVerify({ hash: ours, password })).toBe(true);
    expect(await verifyPassword({ hash: fromLibrary, password: 'Wrong-horse-battery-2026' })).toBe(false);
    expect(await libraryVerify({ hash: ours, password: 'Wrong-horse-battery-2026' })).toBe(false);
  });

  it('salts each hash, and normalises the password as the library does', async () => {
    const [a, b] = await Promise.all([hashPassword('Café-2026-open'), hashPassword('Café-2026-open')]);
    expect(a).not.toBe(b);
    // The same word typed with a combining accent.
    expect(await verifyPassword({ hash: a, password: 'Cafe\u0301-2026-open' })).toBe(true);
    expect(await libraryVerify({ hash: a, password: 'Cafe\u0301-2026-open' })).toBe(true);
  });

  it('refuses a stored value that is not a hash, as the library does', async () => {
    await expect(verifyPassword({ hash: 'not-a-hash', password: 'anything-at-all' })).rejects.toThrow(
      'Invalid password hash',
    );
  });

  it('answers many hashes at once, each with its own result', async () => {
    const passwords = Array.from({ length: 8 }, (_, i) => `Parallel-password-${i}-2026`);
    const hashes = await Promise.all(passwords.map((p) => hashPassword(p)));
    const checks = await Promise.all(
      hashes.map((hash, i) => verifyPassword({ hash, password: passwords[(i + 1) % 8] as string })),
    );
    expect(checks).toEqual(Array(8).fill(false));
    const own = await Promise.all(
      hashes.map((hash, i) => verifyPassword({ hash, password: passwords[i] as string })),
    );
    expect(own).toEqual(Array(8).fill(true));
  });
});
