import type { ApplicationDto } from '../../../shared/contracts/applications';
import { toCsv } from '../../platform/csv';
import type { ApplicationRow } from './list-applications';

export function toApplicationDto(row: ApplicationRow): ApplicationDto {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

// Column names follow SPEC §3 so the export reads like the entity staff know.
const columns = [
  ['created_at', (r) => r.createdAt.toISOString()],
  ['business_name', (r) => r.businessName],
  ['email', (r) => r.email],
  ['phone', (r) => r.phone],
  ['social_profiles', (r) => r.socialProfiles],
  ['website', (r) => r.website],
  ['monthly_revenue', (r) => r.monthlyRevenue],
  ['marketing_budget', (r) => r.marketingBudget],
  ['hear_about_us', (r) => r.hearAboutUs],
] as const satisfies readonly (readonly [string, (r: ApplicationRow) => string | null])[];

export function applicationsCsv(rows: ApplicationRow[]): string {
  return toCsv(
    columns.map(([name]) => name),
    rows.map((row) => columns.map(([, value]) => value(row))),
  );
}
