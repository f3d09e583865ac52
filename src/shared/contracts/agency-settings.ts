import { z } from 'zod';
import { AUDIT_RETENTION_MAX_DAYS, AUDIT_RETENTION_MIN_DAYS, auditMessages } from '../domain/audit';
import { INVOICE_ADDRESS_MAX } from '../domain/billing';
import { isTimeZone, timeZoneMessages } from '../domain/time-zones';
import { currencyCodeSchema } from './currency';
import { optionalMultilineText } from './display-text';

// Admin Settings, System: the agency's logo, notification toggles, time zone and audit log retention; the
// branding every signed-in page shows.

export const agencySettingsSchema = z
  .object({
    /** Where the logo is served (changes with every upload), or null when none was uploaded. */
    logoUrl: z.string().nullable(),
    notifyNewApplications: z.boolean(),
    notifyOnboardingCompleted: z.boolean(),
    notifyTaskReviews: z.boolean(),
    /** Reminders and digests follow it for clients without a time zone of their own. */
    timeZone: z.string(),
    /** How many days the audit log keeps its events (decision 046). */
    auditRetentionDays: z.number().int(),
    /** Staff must turn on two-factor sign-in before they reach anything else (decision 047). */
    requireStaffTwoFactor: z.boolean(),
    /** The currency a new plan or invoice starts in (ISO 4217, issue 50). */
    defaultCurrency: z.string(),
    /** The agency's address as its invoices print it (null: none entered). */
    invoiceAddress: z.string().nullable(),
    /** Null until the settings were first saved. */
    updatedAt: z.string().nullable(),
  })
  .meta({ id: 'AgencySettings' });

/** How many days the audit log keeps its events: a whole number within the bounds the database checks. */
const retentionDays = z
  .number({ error: auditMessages.retentionInvalid })
  .int(auditMessages.retentionInvalid)
  .min(AUDIT_RETENTION_MIN_DAYS, auditMessages.retentionInvalid)
  .max(AUDIT_RETENTION_MAX_DAYS, auditMessages.retentionInvalid);

/** System tab's retention form: the one setting it saves. */
export const auditRetentionSchema = z
  .object({ auditRetentionDays: retentionDays })
  .meta({ id: 'AuditRetention' });

export const updateAgencySettingsSchema = z
  .object({
    notifyNewApplications: z.boolean().optional(),
    notifyOnboardingCompleted: z.boolean().optional(),
    notifyTaskReviews: z.boolean().optional(),
    timeZone: z.string().refine(isTimeZone, { message: timeZoneMessages.invalid }).optional(),
    auditRetentionDays: retentionDays.optional(),
    defaultCurrency: currencyCodeSchema.optional(),
    invoiceAddress: optionalMultilineText(INVOICE_ADDRESS_MAX).optional(),
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
export type UpdateAgencySettings = z.input<typeof updateAgencySettingsSchema>;
export type AuditRetention = z.infer<typeof auditRetentionSchema>;
export type AgencyBranding = z.infer<typeof agencyBrandingSchema>;
