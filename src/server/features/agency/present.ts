import type { AgencySettings } from '../../../shared/contracts/agency-settings';
import { type AgencySettingsRow, agencyLogoPath } from '../../platform/agency-settings';

export function toAgencySettingsDto(row: AgencySettingsRow & { saved: boolean }): AgencySettings {
  return {
    logoUrl: agencyLogoPath(row),
    notifyNewApplications: row.notifyNewApplications,
    notifyOnboardingCompleted: row.notifyOnboardingCompleted,
    notifyTaskReviews: row.notifyTaskReviews,
    timeZone: row.timeZone,
    auditRetentionDays: row.auditRetentionDays,
    requireStaffTwoFactor: row.requireStaffTwoFactor,
    defaultCurrency: row.defaultCurrency,
    invoiceAddress: row.invoiceAddress,
    updatedAt: row.saved ? row.updatedAt.toISOString() : null,
  };
}
