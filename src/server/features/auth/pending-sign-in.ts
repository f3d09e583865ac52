import { and, eq, gt, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { AUTH_COOKIE_PREFIX } from '../../auth/auth';
import type { Db } from '../../db/connection';
import { verifications } from '../../db/schema/index';

/** The auth library's cookie for a sign-in whose password was right and whose code is awaited. */
const CODE_STEP_COOKIE = `${AUTH_COOKIE_PREFIX}.two_factor`;

/**
 * The account a pending sign-in is for, from its code-step cookie, or null. The library checks the
 * cookie's signature when it verifies the code; this only names the person in the audit log, and is read
 * before the code is tried, since a right code spends the pending sign-in.
 */
export async function pendingSignInUserId(db: Db, c: Context): Promise<string | null> {
  // Over HTTPS the library names it with the __Secure- prefix, which only a secure origin can set.
  const cookie = getCookie(c, `__Secure-${CODE_STEP_COOKIE}`) ?? getCookie(c, CODE_STEP_COOKIE);
  const signed = cookie?.lastIndexOf('.') ?? -1;
  if (!cookie || signed < 1) return null;
  const [row] = await db
    .select({ userId: verifications.value })
    .from(verifications)
    .where(
      and(eq(verifications.identifier, cookie.slice(0, signed)), gt(verifications.expiresAt, sql`now()`)),
    )
    .limit(1);
  return row?.userId ?? null;
}
