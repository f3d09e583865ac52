import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/connection';
import { profiles } from '../db/schema/index';

export type Profile = typeof profiles.$inferSelect;

type ProfileOwner = { id: string; email: string; name: string; createdAt: Date };

/** SPEC §3: with no profile row, a default is built from the user id, email and name. */
export function defaultProfile(user: ProfileOwner): Profile {
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

export async function getProfile({ db, user }: { db: DbOrTx; user: ProfileOwner }): Promise<Profile> {
  const [row] = await db.select().from(profiles).where(eq(profiles.id, user.id)).limit(1);
  return row ?? defaultProfile(user);
}
