import { z } from 'zod';
import { isTimeZone, timeZoneMessages } from '../domain/time-zones';

// Admin Settings, System: the agency's logo and notification toggles; the branding every signed-in page shows.

export const agencySettingsSchema = z
  .object({
    /** Where the logo is served (changes with every upload), or null when none was uploaded. */
    logoUrl: z.string().nullable(),
    notifyNewApplications: z.boolean(),
    notifyOnboardingCompleted: z.boolean(),
    notifyTaskReviews: z.boolean(),
    /** Reminders and digests follow it for clients without a time zone of their own. */
    timeZone: z.string(),
    /** Null until the settings were first saved. */
    updatedAt: z.string().nullable(),
  })
  .meta({ id: 'AgencySettings' });

export const updateAgencySettingsSchema = z
  .object({
    notifyNewApplications: z.boolean().optional(),
    notifyOnboardingCompleted: z.boolean().optional(),
    notifyTaskReviews: z.boolean().optional(),
    timeZone: z.string().refine(isTimeZone, { message: timeZoneMessages.invalid }).optional(),
  })
  .strict()
  .meta({ id: 'UpdateAgencySettings' });

export const agencyBrandingSchema = z
  .object({
    logoUrl: z.string().nullable(),
    /** The agency's time zone, which a client's Settings offers as its default. */
    timeZone: z.string(),
  })
  .meta({ id: 'AgencyBranding' });

export type AgencySettings = z.infer<typeof agencySettingsSchema>;
export type UpdateAgencySettings = z.infer<typeof updateAgencySettingsSchema>;
export type AgencyBranding = z.infer<typeof agencyBrandingSchema>;
