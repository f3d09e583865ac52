import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/connection';
import { clientAccounts, clientMembers, profiles, users } from '../../db/schema/index';
import { defaultProfile } from '../../identity/get-profile';
import type { ExportedFiles } from './exported-file';

/**
 * profile.json: the company's profile, brand and payout fields (all kept on the company's own profile,
 * decision 042), and its people. Each person's own settings (notification toggles, time zone) are theirs,
 * not the company's, and sign-up bookkeeping (the checkout's id) is the agency's: neither is exported.
 */
export async function profileSection(tx: DbOrTx, clientId: string, files: ExportedFiles) {
  const [company] = await tx
    .select({
      profile: profiles,
      createdAt: clientAccounts.createdAt,
      email: users.email,
      name: users.name,
      userCreatedAt: users.createdAt,
    })
    .from(clientAccounts)
    .innerJoin(users, eq(users.id, clientAccounts.id))
    .leftJoin(profiles, eq(profiles.id, clientAccounts.id))
    .where(eq(clientAccounts.id, clientId))
    .limit(1);
  if (!company) return null;
  const people = await tx
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      role: clientMembers.role,
      joined: clientMembers.createdAt,
    })
    .from(clientMembers)
    .innerJoin(users, eq(users.id, clientMembers.userId))
    .where(eq(clientMembers.clientId, clientId))
    .orderBy(asc(clientMembers.createdAt), asc(users.id));
  const profile =
    company.profile ??
    defaultProfile({
      id: clientId,
      email: company.email,
      name: company.name,
      createdAt: company.userCreatedAt,
    });
  // Stored as `user-assets/<company id>/logo.<ext>`: its last segment is its name.
  const logo = profile.logoUrl
    ? files.add(profile.logoUrl, 'profile', profile.logoUrl.split('/').pop() ?? 'logo', profile.updatedAt)
    : null;
  return {
    company: {
      id: clientId,
      name: profile.companyName,
      contactPerson: profile.contactPerson,
      website: profile.website,
      phone: profile.phone,
      contractStatus: profile.contractStatus,
      onboardingCallDate: profile.onboardingCallDate,
      createdAt: company.createdAt,
    },
    brand: {
      logo,
      primaryColor: profile.primaryColor,
      secondaryColor: profile.secondaryColor,
      accentColor: profile.accentColor,
      brandGuidelines: profile.brandGuidelines,
    },
    payout: {
      method: profile.payoutMethod,
      address: profile.payoutAddress,
      notes: profile.payoutNotes,
    },
    people,
  };
}
