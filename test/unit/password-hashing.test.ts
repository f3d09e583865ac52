import { hashPassword as libraryHash, verifyPassword as libraryVerify } from 'better-auth/crypto';
import { describe, expect, it } from 'vitest';
import { checkPasswordAhead, hashPassword, verifyPassword } from '../../src/server/auth/password-hashing';

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

  it("answers the library's check with the outcome checked ahead, before hashes already queued", async () => {
    const password = 'Checked-ahead-2026';
    const hash = await hashPassword(password);
    const forgetRight = await checkPasswordAhead({ hash, password });
    const forgetWrong = await checkPasswordAhead({ hash, password: 'Checked-wrongly-2026' });
    // The hasher is busy with other sign-ins; the checks already made must not wait behind them.
    const finished: string[] = [];
    const queued = Array.from({ length: 4 }, (_, i) =>
      hashPassword(`Queued-password-${i}-2026`).then(() => finished.push('queued')),
    );
    const right = verifyPassword({ hash, password }).then((ok) => {
      finished.push('checked ahead');
      return ok;
    });
    expect(await verifyPassword({ hash, password: 'Checked-wrongly-2026' })).toBe(false);
    expect(await right).toBe(true);
    await Promise.all(queued);
    expect(finished[0]).toBe('checked ahead');
    forgetRight();
    forgetWrong();
  });

  it('checks again once an outcome checked ahead was taken or forgotten', async () => {
    const password = 'Taken-once-2026';
    const hash = await hashPassword(password);
    const forget = await checkPasswordAhead({ hash, password });
    forget();
    // Forgotten: the check is made afresh, with the same outcome.
    expect(await verifyPassword({ hash, password })).toBe(true);
    await checkPasswordAhead({ hash, password: 'Not-the-password-2026' });
    expect(await verifyPassword({ hash, password: 'Not-the-password-2026' })).toBe(false);
    expect(await verifyPassword({ hash, password: 'Not-the-password-2026' })).toBe(false);
    await expect(checkPasswordAhead({ hash: 'not-a-hash', password })).rejects.toThrow(
      'Invalid password hash',
    );
  });
});
