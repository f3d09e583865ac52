import { z } from 'zod';

// Admin Settings, System: the agency's logo and notification toggles; the branding every signed-in page shows.

export const agencySettingsSchema = z
  .object({
    /** Where the logo is served (changes with every upload), or null when none was uploaded. */
    logoUrl: z.string().nullable(),
    notifyNewApplications: z.boolean(),
    notifyOnboardingCompleted: z.boolean(),
    notifyTaskReviews: z.boolean(),
    /** Null until the settings were first saved. */
    updatedAt: z.string().nullable(),
  })
  .meta({ id: 'AgencySettings' });

export const updateAgencySettingsSchema = z
  .object({
    notifyNewApplications: z.boolean().optional(),
    notifyOnboardingCompleted: z.boolean().optional(),
    notifyTaskReviews: z.boolean().optional(),
  })
  .strict()
  .meta({ id: 'UpdateAgencySettings' });

export const agencyBrandingSchema = z
  .object({ logoUrl: z.string().nullable() })
  .meta({ id: 'AgencyBranding' });

export type AgencySettings = z.infer<typeof agencySettingsSchema>;
export type UpdateAgencySettings = z.infer<typeof updateAgencySettingsSchema>;
export type AgencyBranding = z.infer<typeof agencyBrandingSchema>;
