import type { z } from 'zod';
import type { applicationInputSchema } from '../../../shared/contracts/applications';
import { notificationLinks, notificationTitles } from '../../../shared/domain/notifications';
import type { DbOrTx } from '../../db/connection';
import { applicationSubmissions } from '../../db/schema/index';
import { queueEmail, sendQueuedEmailsNow } from '../../mail/email-queue';
import type { AgencyInbox, Email, Mailer } from '../../mail/mailer';
import { notifyAdmins } from '../../notifications/notify';
import { agencyWants } from '../../platform/agency-settings';
import type { RealtimeHub } from '../../realtime/hub';

type Application = Omit<z.output<typeof applicationInputSchema>, 'honeypot'>;

/**
 * Stores an application and, unless the agency turned that email off in Settings, System, queues the mail
 * to its inbox in the same transaction (decision 017), then sends it. The row is what matters ("lose no
 * applicant"): a mail failure is retried by the job, never returned, as the application is already
 * readable on the admin page.
 */
export async function submitApplication({
  db,
  realtime,
  mailer,
  inbox,
  application,
}: {
  db: DbOrTx;
  realtime: RealtimeHub;
  mailer: Mailer;
  inbox: AgencyInbox;
  application: Application;
}) {
  const wanted = await agencyWants(db, 'notifyNewApplications');
  const { row, queued } = await db.transaction(async (tx) => {
    const [inserted] = await tx.insert(applicationSubmissions).values(application).returning();
    if (!inserted) throw new Error('The application insert returned no row');
    await realtime.publish({ topic: 'applications', clientId: null, id: inserted.id }, tx);
    await notifyAdmins({ db: tx, realtime }, null, {
      kind: 'application_received',
      title: notificationTitles.applicationReceived(inserted.businessName, inserted.email),
      link: notificationLinks.adminApplications,
    });
    return {
      row: inserted,
      queued: wanted ? [await queueEmail(tx, notificationEmail(inbox, inserted))] : [],
    };
  });
  await sendQueuedEmailsNow({ db, mailer }, queued);
  return row;
}

function notificationEmail(inbox: AgencyInbox, row: typeof applicationSubmissions.$inferSelect): Email {
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
    to: inbox.agencyEmail,
    subject: `New partnership application: ${name}`,
    text: [
      'A new partnership application arrived from the website.',
      '',
      ...lines.map(([label, value]) => `${label}: ${value ?? '-'}`),
      '',
      `Read all applications: ${inbox.appOrigin}/admin/applications`,
    ].join('\n'),
  };
}
