import type { z } from 'zod';
import type { applicationInputSchema } from '../../../shared/contracts/applications';
import { applicationSubmissions } from '../../db/schema/index';
import type { AppDeps } from '../../deps';

type Application = Omit<z.output<typeof applicationInputSchema>, 'honeypot'>;

/**
 * Stores an application, then tells the agency. The row is what matters ("lose no applicant"): a mail
 * failure is logged, not returned, because the application is already readable on the admin page.
 */
export async function submitApplication({ deps, application }: { deps: AppDeps; application: Application }) {
  const [row] = await deps.db.insert(applicationSubmissions).values(application).returning();
  if (!row) throw new Error('The application insert returned no row');
  await deps.realtime.publish({ topic: 'applications', clientId: null, id: row.id });
  try {
    await deps.mailer.send(notificationEmail(deps, row));
  } catch (error) {
    console.error('Could not send the new-application email for', row.id, error);
  }
  return row;
}

function notificationEmail(deps: AppDeps, row: typeof applicationSubmissions.$inferSelect) {
  const lines: [string, string | null][] = [
    ['Business name', row.businessName],
    ['Email', row.email],
    ['Phone', row.phone],
    ['Social profiles', row.socialProfiles],
    ['Website', row.website],
    ['Monthly revenue', row.monthlyRevenue],
    ['Marketing budget', row.marketingBudget],
    ['Heard about us', row.hearAboutUs],
  ];
  // A name is free text: keep line breaks out of the subject header.
  const name = row.businessName.replace(/\s+/g, ' ').slice(0, 120);
  return {
    to: deps.config.mail.agencyEmail,
    subject: `New partnership application: ${name}`,
    text: [
      'A new partnership application arrived from the website.',
      '',
      ...lines.map(([label, value]) => `${label}: ${value ?? '-'}`),
      '',
      `Read all applications: ${deps.config.appOrigin}/admin/applications`,
    ].join('\n'),
  };
}
