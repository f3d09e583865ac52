import { randomUUID } from 'node:crypto';
import { hashPassword } from 'better-auth/crypto';
import { eq } from 'drizzle-orm';
import type { Role } from '../../../shared/domain/roles';
import { passwordProblem } from '../../auth/password-policy';
import type { DbOrTx } from '../../db/connection';
import { accounts, profiles, userRoles, users } from '../../db/schema/index';
import { AppError } from '../../http/errors';

export type NewAccount = {
  email: string;
  password: string;
  name: string;
  role: Role;
  emailVerified?: boolean;
  profile?: Partial<Omit<typeof profiles.$inferInsert, 'id'>>;
};

/**
 * Creates a user who signs in with email and password, with role and profile, in one transaction:
 * either all rows exist afterwards or none do. Used by admin:create, the demo seed, invites and purchases.
 */
export async function createUserAccount({ db, account }: { db: DbOrTx; account: NewAccount }) {
  const email = account.email.trim().toLowerCase();
  const problem = passwordProblem(account.password);
  if (problem) throw new AppError('validation_failed', problem, { password: [problem] });
  const passwordHash = await hashPassword(account.password);

  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
    if (existing) throw new AppError('conflict', 'An account with this email already exists.');
    const id = randomUUID();
    const [user] = await tx
      .insert(users)
      .values({ id, email, name: account.name, emailVerified: account.emailVerified ?? false })
      .returning();
    await tx.insert(accounts).values({
      id: randomUUID(),
      accountId: id,
      providerId: 'credential',
      userId: id,
      password: passwordHash,
    });
    await tx.insert(userRoles).values({ userId: id, role: account.role });
    const [firstName = null, ...rest] = account.name.trim().split(/\s+/);
    await tx.insert(profiles).values({
      id,
      email,
      firstName,
      lastName: rest.join(' ') || null,
      ...account.profile,
    });
    if (!user) throw new AppError('internal', 'Creating the user failed.');
    return user;
  });
}
