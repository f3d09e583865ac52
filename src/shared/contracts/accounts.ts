import { z } from 'zod';
import { clientRoles } from '../domain/client-roles';
import { roles } from '../domain/roles';
import { signupSources } from '../domain/signup-sources';
import { twoFactorStateSchema } from './two-factor';

export const profileSchema = z
  .object({
    id: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    email: z.string().nullable(),
    companyName: z.string().nullable(),
    contactPerson: z.string().nullable(),
    website: z.string().nullable(),
    phone: z.string().nullable(),
    logoUrl: z.string().nullable(),
    primaryColor: z.string(),
    secondaryColor: z.string(),
    accentColor: z.string(),
    brandGuidelines: z.string().nullable(),
    emailNotifications: z.boolean(),
    taskReminders: z.boolean(),
    campaignAlerts: z.boolean(),
    weeklyDigest: z.boolean(),
    /** When its reminders and digest come; null means the agency's time zone. */
    timeZone: z.string().nullable(),
    payoutMethod: z.string().nullable(),
    payoutAddress: z.string().nullable(),
    payoutNotes: z.string().nullable(),
    /** The welcome modal was finished ('Enter Dashboard') or the questionnaire saved: it never opens again. */
    welcomeFlowCompleted: z.boolean(),
    /**
     * The onboarding questionnaire is saved (decision 034). Until then the banner, the Get Started dot and
     * the Overview's prompts stay, whatever the welcome modal's state.
     */
    onboardingCompleted: z.boolean(),
    onboardingCallDate: z.string().nullable(),
    contractStatus: z.string(),
    /** SPEC §7 sign-up metadata: how the account joined, and for a purchase, which checkout and tier. */
    signupSource: z.enum(signupSources).nullable(),
    signupSessionId: z.string().nullable(),
    signupServiceTier: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'Profile' });

export const meSchema = z
  .object({
    user: z.object({ id: z.string(), email: z.string(), name: z.string(), emailVerified: z.boolean() }),
    role: z.enum(roles).nullable(),
    /** A client's person: their company's id and their role there (issue 47); null for an admin. */
    client: z.object({ id: z.string(), role: z.enum(clientRoles) }).nullable(),
    profile: profileSchema,
    twoFactor: twoFactorStateSchema,
  })
  .meta({ id: 'Me' });

export type Me = z.infer<typeof meSchema>;
export type ProfileDto = z.infer<typeof profileSchema>;
