import { eq } from 'drizzle-orm';
import type { OnboardingAnswers } from '../../../shared/contracts/onboarding';
import { clientDisplayName } from '../../../shared/domain/client-display-name';
import { notificationLinks, notificationTitles } from '../../../shared/domain/notifications';
import { messages } from '../../../shared/messages';
import { AppError, uniqueViolation } from '../../core/errors';
import type { DbOrTx } from '../../db/connection';
import { clientOnboarding, profiles } from '../../db/schema/index';
import type { ActorUser } from '../../http/app-env';
import { completeWelcomeFlow } from '../../identity/complete-welcome-flow';
import { queueEmail, sendQueuedEmailsNow } from '../../mail/email-queue';
import type { AgencyInbox, Email, Mailer } from '../../mail/mailer';
import { clientNameForTeam, notifyAdmins } from '../../notifications/notify';
import { agencyWants } from '../../platform/agency-settings';
import type { RealtimeHub } from '../../realtime/hub';
import type { OnboardingRow } from './present';

/**
 * SPEC §4/§8: a client completes onboarding once. The database decides (client_onboarding.client_id is
 * UNIQUE), so two saves racing cannot both win. The agency's email (unless it turned that email off in
 * Settings, System) is queued with the answers (decision 017) and sent after. The saved row is what
 * completes onboarding (the banner, the Get Started dot and the Overview's prompts go, decision 034); the
 * profile's welcome_flow_completed is then set too, so the welcome modal never opens again. Neither the
 * email nor that flag failing fails the save: the answers are what must not be lost.
 */
export async function saveOnboarding({
  db,
  realtime,
  mailer,
  inbox,
  user,
  clientId,
  answers,
}: {
  db: DbOrTx;
  realtime: RealtimeHub;
  mailer: Mailer;
  inbox: AgencyInbox;
  user: ActorUser;
  /** The company the questionnaire is for: one per company, whoever of its people fills it in. */
  clientId: string;
  answers: OnboardingAnswers;
}): Promise<OnboardingRow> {
  let row: OnboardingRow | undefined;
  let queued: string[] = [];
  const wanted = await agencyWants(db, 'notifyOnboardingCompleted');
  try {
    row = await db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(clientOnboarding)
        .values({ clientId, ...answers })
        .returning();
      if (inserted)
        await notifyAdmins({ db: tx, realtime }, clientId, {
          kind: 'onboarding_completed',
          title: notificationTitles.onboardingCompleted(await clientNameForTeam(tx, clientId)),
          link: notificationLinks.adminClient(clientId),
        });
      if (inserted && wanted) {
        const [company] = await tx
          .select({ companyName: profiles.companyName, contactPerson: profiles.contactPerson })
          .from(profiles)
          .where(eq(profiles.id, clientId));
        const email = onboardingCompletedEmail(
          inbox,
          inserted,
          company?.companyName ?? null,
          company?.contactPerson ?? null,
          user.email,
        );
        queued = [await queueEmail(tx, email)];
      }
      return inserted;
    });
  } catch (error) {
    if (uniqueViolation(error) === 'client_onboarding_client_id_unique') {
      throw new AppError('conflict', messages.onboarding.alreadyCompleted);
    }
    console.error('Saving onboarding failed for client', clientId, error);
    throw new AppError('internal', messages.onboarding.saveFailed);
  }
  if (!row) throw new AppError('internal', messages.onboarding.saveFailed);

  await realtime.publish({ topic: 'onboarding', clientId, id: row.id });
  await sendQueuedEmailsNow({ db, mailer }, queued);
  try {
    await completeWelcomeFlow({ db, realtime, user, clientId });
  } catch (error) {
    console.error('Onboarding saved, but setting welcome_flow_completed failed for client', user.id, error);
  }
  return row;
}

function onboardingCompletedEmail(
  inbox: AgencyInbox,
  row: OnboardingRow,
  companyName: string | null,
  contactPerson: string | null,
  email: string,
): Email {
  const lines: [string, string | null][] = [
    ['Company', companyName],
    ['Contact person', contactPerson],
    ['Email', email],
    ['Product description', row.productDescription],
    ['Problem solved', row.problemSolved],
    ['Ideal customer', row.idealCustomer],
    ['Current stage', row.currentStage],
    ['Metrics and traction', row.metricsTraction],
    ['Social links', row.socialLinks],
    ['Email tool', row.emailTool],
    ['Email tool access', row.emailToolAccess],
    ['Website', row.websiteLink],
    ['Prior content', row.priorContentUploads],
  ];
  // The name the team knows the client by (clientDisplayName); free text: keep line breaks out of the subject header.
  const who = clientDisplayName({ companyName, contactPerson, email }).replace(/\s+/g, ' ').slice(0, 120);
  return {
    to: inbox.agencyEmail,
    subject: `Client onboarding completed: ${who}`,
    text: [
      'A client completed the onboarding questionnaire. The strategy audit is due within 2 business days.',
      '',
      ...lines.map(([label, value]) => `${label}: ${value ?? '-'}`),
      '',
      `Open the client: ${inbox.appOrigin}/admin/client/${row.clientId}`,
    ].join('\n'),
  };
}
