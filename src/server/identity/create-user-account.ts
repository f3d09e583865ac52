import { randomUUID } from 'node:crypto';
import { hashPassword } from 'better-auth/crypto';
import { eq } from 'drizzle-orm';
import type { ClientRole } from '../../shared/domain/client-roles';
import type { Role } from '../../shared/domain/roles';
import type { SignupSource } from '../../shared/domain/signup-sources';
import { visibleText } from '../../shared/domain/visible-text';
import { passwordProblem } from '../auth/password-policy';
import { AppError, uniqueViolation } from '../core/errors';
import type { DbOrTx } from '../db/connection';
import { accounts, clientMembers, profiles, userRoles, users } from '../db/schema/index';
import { EmailTakenError } from './email-taken-error';

export type NewAccount = {
  email: string;
  password: string;
  name: string;
  role: Role;
  /**
   * The client company a client's person joins, with their role there. Without it a client opens a
   * company of their own as its owner (migration 0016's trigger on their role).
   */
  joins?: { clientId: string; role: ClientRole };
  emailVerified?: boolean;
  /** SPEC §7 sign-up metadata, kept on the profile: how the account came to exist. */
  signup: Signup;
  profile?: Partial<
    Omit<typeof profiles.$inferInsert, 'id' | 'signupSource' | 'signupSessionId' | 'signupServiceTier'>
  >;
};

export type Signup =
  | { source: 'purchase'; sessionId: string; serviceTier: string | null }
  | { source: Exclude<SignupSource, 'purchase'> };

export type CreatedUser = typeof users.$inferSelect;
type Tx = Parameters<Parameters<DbOrTx['transaction']>[0]>[0];

/**
 * Creates a user who signs in with email and password, with role and profile, in one transaction:
 * either all rows exist afterwards or none do. Used by admin:create, the demo seed, invites and purchases,
 * and the only way accounts come to exist (the auth library's sign-up is closed), so every user has the
 * role row that reading a role relies on.
 * `within` runs in the same transaction after the rows are written (e.g. marking an invite used): if it
 * throws, nothing is kept. A taken address throws EmailTakenError.
 */
export async function createUserAccount({
  db,
  account,
  within,
}: {
  db: DbOrTx;
  account: NewAccount;
  within?: (tx: Tx, user: CreatedUser) => Promise<void>;
}): Promise<CreatedUser> {
  const email = account.email.trim().toLowerCase();
  // The contracts clean what the forms send; this is also the way in for admin:create, the seed and
  // anything else that makes an account, so the names are cleaned here once more (visible-text.ts).
  const named = {
    ...account,
    name: visibleName(account.name, email),
    profile: visibleProfile(account.profile),
  };
  const problem = await passwordProblem(account.password);
  if (problem) throw new AppError('validation_failed', problem, { password: [problem] });
  // The auth library's own hash, as its sign-in verifies it. Hashed before the address is looked up, so a
  // taken address takes as long to answer as a new one.
  const passwordHash = await hashPassword(account.password);

  try {
    return await insertAccount({ db, account: named, email, passwordHash, within });
  } catch (error) {
    // Two sign-ups with one email at the same moment: the unique email keeps one, the other is told why.
    if (uniqueViolation(error) === 'users_email_unique') throw new EmailTakenError(email);
    throw error;
  }
}

/** The account's name as it will be read; the address's local part when nothing visible is left. */
function visibleName(name: string, email: string): string {
  return visibleText(name).trim() || email.split('@')[0] || email;
}

const profileNames = ['firstName', 'lastName', 'companyName', 'contactPerson'] as const;

/** The profile's names cleaned the same way; one with nothing visible left is null. */
function visibleProfile(profile: NewAccount['profile']): NewAccount['profile'] {
  if (!profile) return profile;
  const cleaned = { ...profile };
  for (const key of profileNames) {
    const value = cleaned[key];
    if (typeof value === 'string') cleaned[key] = visibleText(value).trim() || null;
  }
  return cleaned;
}

async function insertAccount({
  db,
  account,
  email,
  passwordHash,
  within,
}: {
  db: DbOrTx;
  account: NewAccount;
  email: string;
  passwordHash: string;
  within?: (tx: Tx, user: CreatedUser) => Promise<void>;
}): Promise<CreatedUser> {
  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
    if (existing) throw new EmailTakenError(email);
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
    if (account.joins) {
      if (account.role !== 'client')
        throw new AppError('internal', "Only a client's person joins a company.");
      await tx.insert(clientMembers).values({ userId: id, ...account.joins });
    }
    await tx.insert(userRoles).values({ userId: id, role: account.role });
    const [firstName = null, ...rest] = account.name.trim().split(/\s+/);
    await tx.insert(profiles).values({
      id,
      email,
      firstName,
      lastName: rest.join(' ') || null,
      ...account.profile,
      signupSource: account.signup.source,
      ...(account.signup.source === 'purchase' && {
        signupSessionId: account.signup.sessionId,
        signupServiceTier: account.signup.serviceTier,
      }),
    });
    if (!user) throw new AppError('internal', 'Creating the user failed.');
    await within?.(tx, user);
    return user;
  });
}
