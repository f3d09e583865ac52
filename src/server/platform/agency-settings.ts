import { eq } from 'drizzle-orm';
import type { AgencyNotificationKey } from '../../shared/domain/agency-settings';
import { AUDIT_RETENTION_DEFAULT_DAYS } from '../../shared/domain/audit';
import { DEFAULT_CURRENCY } from '../../shared/domain/billing';
import { DEFAULT_AGENCY_TIME_ZONE } from '../../shared/domain/time-zones';
import type { DbOrTx } from '../db/connection';
import { agencySettings } from '../db/schema/index';

export type AgencySettingsRow = typeof agencySettings.$inferSelect;

/** The single row's id (a CHECK keeps it the only one). */
export const AGENCY_SETTINGS_ID = 1;

/**
 * The agency's settings: the row, or the column defaults while nobody has saved them yet (every
 * notification on, no logo). Read by the System tab, the branding, the mail and the notification senders.
 */
export async function readAgencySettings(db: DbOrTx): Promise<AgencySettingsRow & { saved: boolean }> {
  const [row] = await db
    .select()
    .from(agencySettings)
    .where(eq(agencySettings.id, AGENCY_SETTINGS_ID))
    .limit(1);
  if (row) return { ...row, saved: true };
  return {
    id: AGENCY_SETTINGS_ID,
    logoUrl: null,
    notifyNewApplications: true,
    notifyOnboardingCompleted: true,
    notifyTaskReviews: true,
    timeZone: DEFAULT_AGENCY_TIME_ZONE,
    auditRetentionDays: AUDIT_RETENTION_DEFAULT_DAYS,
    requireStaffTwoFactor: false,
    defaultCurrency: DEFAULT_CURRENCY,
    invoiceAddress: null,
    updatedBy: null,
    updatedAt: new Date(0),
    saved: false,
  };
}

/**
 * Whether the agency wants this notification email. A failed read counts as on: a missed application
 * email costs more than an unwanted one, and the caller's own write has already happened.
 */
export async function agencyWants(db: DbOrTx, notification: AgencyNotificationKey): Promise<boolean> {
  try {
    return (await readAgencySettings(db))[notification];
  } catch (error) {
    console.error('Could not read the agency notification settings; sending anyway', error);
    return true;
  }
}

/** The logo's public address, changing with every upload so no cache shows an old one. */
export function agencyLogoPath(settings: Pick<AgencySettingsRow, 'logoUrl'>): string | null {
  if (!settings.logoUrl) return null;
  const version = settings.logoUrl.replace(/^.*\//, '').replace(/\..*$/, '');
  return `/api/agency/logo?v=${encodeURIComponent(version)}`;
}

/**
 * The logo's public address for emails, or null where an email shows the agency's name alone: without a
 * logo, or with an SVG one, which most mail clients (Gmail, Outlook) do not display.
 */
export function agencyEmailLogoPath(settings: Pick<AgencySettingsRow, 'logoUrl'>): string | null {
  if (settings.logoUrl?.toLowerCase().endsWith('.svg')) return null;
  return agencyLogoPath(settings);
}
