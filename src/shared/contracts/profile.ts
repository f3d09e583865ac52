import { z } from 'zod';
import { HEX_COLOR, payoutMethods } from '../domain/profile-settings';
import { isTimeZone, timeZoneMessages } from '../domain/time-zones';
import { messages } from '../messages';
import { optionalDisplayText } from './display-text';
import { newPasswordSchema, optionalText } from './signup-fields';

// SPEC §2 client Settings: what a client may change on its own profile. Which profile is changed comes
// from the session, never from the body (an `id` sent along is dropped).

const optionalUrl = optionalText(2000).refine(
  (value) => {
    if (value === null) return true;
    try {
      const url = new URL(value);
      return url.protocol === 'http:' || url.protocol === 'https:';
    } catch {
      return false;
    }
  },
  { message: messages.profile.websiteInvalid },
);

const hexColor = z
  .string({ error: messages.profile.colorInvalid })
  .trim()
  .regex(HEX_COLOR, messages.profile.colorInvalid)
  .transform((value) => value.toLowerCase());

/** Every field optional: each Settings tab sends its own. */
export const profileUpdateSchema = z
  .object({
    firstName: optionalDisplayText(100),
    lastName: optionalDisplayText(100),
    companyName: optionalDisplayText(200),
    website: optionalUrl,
    phone: optionalText(50),
    primaryColor: hexColor,
    secondaryColor: hexColor,
    accentColor: hexColor,
    brandGuidelines: optionalText(5000),
    payoutMethod: z.enum(payoutMethods, { error: messages.profile.payoutMethodInvalid }).nullable(),
    payoutAddress: optionalText(500),
    payoutNotes: optionalText(2000),
    emailNotifications: z.boolean(),
    taskReminders: z.boolean(),
    campaignAlerts: z.boolean(),
    weeklyDigest: z.boolean(),
    /** Null: the agency's time zone applies. */
    timeZone: z.string().refine(isTimeZone, { message: timeZoneMessages.invalid }).nullable(),
  })
  .partial()
  .meta({ id: 'ProfileUpdate' });

export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;
export type ProfileUpdate = z.output<typeof profileUpdateSchema>;

/** One signed-in session of the account, as its owner sees it: never its token. */
export const accountSessionSchema = z
  .object({
    id: z.string(),
    /** 'Chrome on macOS', from the user agent; 'Unknown device' without one. */
    device: z.string(),
    ipAddress: z.string().nullable(),
    signedInAt: z.string(),
    lastSeenAt: z.string(),
    /** The session of the browser asking. */
    current: z.boolean(),
  })
  .meta({ id: 'AccountSession' });

export const accountSessionListSchema = z
  .object({ sessions: z.array(accountSessionSchema) })
  .meta({ id: 'AccountSessionList' });

export const revokedSessionsSchema = z.object({ revoked: z.number().int() }).meta({ id: 'RevokedSessions' });

export type AccountSession = z.infer<typeof accountSessionSchema>;

/**
 * SPEC §5 password rules in Settings: at least 6 characters, and 'New passwords don't match' on the
 * confirmation. The current password is checked by the server (the auth library), which SPEC leaves out.
 */
export const changePasswordFormSchema = z
  .object({
    currentPassword: z.string().min(1, 'Enter your current password'),
    newPassword: newPasswordSchema,
    confirmPassword: z.string(),
  })
  .superRefine((value, ctx) => {
    if (value.newPassword !== value.confirmPassword) {
      ctx.addIssue({
        code: 'custom',
        path: ['confirmPassword'],
        message: messages.password.settingsMismatch,
      });
    }
  });

export type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;
