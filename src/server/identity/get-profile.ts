import { eq, getTableColumns, sql } from 'drizzle-orm';
import { companyProfileFields } from '../../shared/domain/client-roles';
import type { DbOrTx } from '../db/connection';
import { clientOnboarding, profiles } from '../db/schema/index';

export type ProfileRow = typeof profiles.$inferSelect;

/**
 * A profile as its owner is served it: the stored row, and whether the onboarding questionnaire is saved.
 * The welcome modal's 'Enter Dashboard' and the questionnaire are two steps (decision 034): the modal's
 * is the stored welcome_flow_completed; the questionnaire's is its row existing, read beside the profile
 * rather than stored twice.
 */
export type Profile = ProfileRow & { onboardingCompleted: boolean };

// Named in full: in a one-table select or RETURNING, the query builder writes columns without their table.
const questionnaireSaved = sql<boolean>`exists (select 1 from "client_onboarding" where "client_onboarding"."client_id" = "profiles"."id")`;

/** The columns to select or return for a Profile (a profiles RETURNING clause may use them too). */
export const profileColumns = { ...getTableColumns(profiles), onboardingCompleted: questionnaireSaved };

type ProfileOwner = { id: string; email: string; name: string; createdAt: Date };

/** SPEC §3: with no profile row, a default is built from the user id, email and name. */
export function defaultProfile(user: ProfileOwner): ProfileRow {
  const [firstName = '', ...rest] = user.name.trim().split(/\s+/);
  return {
    id: user.id,
    firstName: firstName || null,
    lastName: rest.join(' ') || null,
    email: user.email,
    companyName: null,
    contactPerson: null,
    website: null,
    phone: null,
    logoUrl: null,
    primaryColor: '#38b6ff',
    secondaryColor: '#ffffff',
    accentColor: '#000000',
    brandGuidelines: null,
    emailNotifications: true,
    taskReminders: true,
    campaignAlerts: true,
    weeklyDigest: false,
    timeZone: null,
    payoutMethod: null,
    payoutAddress: null,
    payoutNotes: null,
    welcomeFlowCompleted: false,
    onboardingCallDate: null,
    contractStatus: 'pending_onboarding',
    signupSource: null,
    signupSessionId: null,
    signupServiceTier: null,
    suspendedAt: null,
    createdAt: user.createdAt,
    updatedAt: user.createdAt,
  };
}

/**
 * The profile a person is served. A client company's teammate (decision 042) gets their own fields with
 * the company's (`companyProfileFields`: its name, brand, payout, contract, and whether its questionnaire
 * is saved) from the company's profile.
 */
export async function getProfile({
  db,
  user,
  clientId,
}: {
  db: DbOrTx;
  user: ProfileOwner;
  /** The company of a client's person; undefined or their own id reads one profile. */
  clientId?: string;
}): Promise<Profile> {
  const own = await readProfile(db, user);
  if (clientId === undefined || clientId === user.id) return own;
  const [company] = await db.select(profileColumns).from(profiles).where(eq(profiles.id, clientId)).limit(1);
  if (!company) return own;
  const shared = Object.fromEntries(companyProfileFields.map((field) => [field, company[field]]));
  return { ...own, ...shared, onboardingCompleted: company.onboardingCompleted };
}

async function readProfile(db: DbOrTx, user: ProfileOwner): Promise<Profile> {
  const [row] = await db.select(profileColumns).from(profiles).where(eq(profiles.id, user.id)).limit(1);
  if (row) return row;
  // Accounts made before profiles were written at sign-up: the questionnaire is still read for itself.
  const [saved] = await db
    .select({ id: clientOnboarding.id })
    .from(clientOnboarding)
    .where(eq(clientOnboarding.clientId, user.id))
    .limit(1);
  return { ...defaultProfile(user), onboardingCompleted: Boolean(saved) };
}
