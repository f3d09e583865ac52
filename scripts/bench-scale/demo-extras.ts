import type { Database } from '../../src/server/db/connection';
import { createManager, createProjectUpdate, createReferral } from '../../src/server/db/factories';
import {
  applicationSubmissions,
  clientAccounts,
  files,
  notifications,
} from '../../src/server/db/schema/index';
import { APPLICATIONS_PAGE_SIZE } from '../../src/shared/contracts/applications';
import { ADMIN_REFERRALS_PAGE_SIZE } from '../../src/shared/contracts/referrals';
import type { BenchAccounts } from '../bench/seed';
import type { Account } from '../reliability/portal-accounts';

const FILES = 20;
/** One more than the admin's page of referrals, so the demo's admin page is as full as at scale. */
const REFERRALS = ADMIN_REFERRALS_PAGE_SIZE + 1;
/** Likewise one more than the admin's page of applications. */
const APPLICATIONS = APPLICATIONS_PAGE_SIZE + 1;
const UPDATES = 6;
const NOTIFICATIONS = 30;

/**
 * The bench's demo data gives its client tasks and a chat but nothing in the other lists it opens. A few
 * files, referrals, updates and notifications make those lists real, small ones to compare with at scale;
 * the admin's paged lists (referrals, applications) get a full page, so demo and scale send as many rows
 * and the ratio compares the database's work, not the page's size.
 */
export async function topUpDemoClient(database: Database, accounts: BenchAccounts): Promise<void> {
  const { db } = database;
  const clientId = accounts.client.id;
  const adminId = accounts.admin.id;
  await db.insert(files).values(
    Array.from({ length: FILES }, (_, i) => ({
      name: `Monthly report ${i + 1}.pdf`,
      type: 'application/pdf',
      sizeMb: 1.5,
      clientId,
      category: (['report', 'document', 'asset'] as const)[i % 3] as string,
      fileUrl: `client-files/${clientId}/bench-${i + 1}.pdf`,
      uploadedBy: adminId,
    })),
  );
  for (let i = 1; i <= REFERRALS; i++)
    await createReferral(db, {
      referrerUserId: clientId,
      referredName: `Referred Person ${i}`,
      referredEmail: `referred-${i}@bench.example`,
      referredCompany: `Referred Studio ${i}`,
    });
  for (let i = 1; i <= UPDATES; i++)
    await createProjectUpdate(db, {
      clientId,
      adminId,
      message: `Week ${i} recap: what we shipped and what is next.`,
    });
  await db.insert(notifications).values(
    Array.from({ length: NOTIFICATIONS }, (_, i) => ({
      recipientId: clientId,
      clientId,
      kind: 'task_assigned' as const,
      title: `New task assigned ${i + 1}`,
      link: '/tasks',
    })),
  );
  await db.insert(applicationSubmissions).values(
    Array.from({ length: APPLICATIONS }, (_, i) => ({
      businessName: `Bright Studio ${i + 1}`,
      email: `founder-${i + 1}@bright-studio.example`,
      phone: '+1 415 555 0100',
      socialProfiles: '@brightstudio',
      website: 'https://bright-studio.example',
      monthlyRevenue: '$10k-$50k',
      marketingBudget: '$1k-$5k',
      hearAboutUs: 'A friend',
    })),
  );
}

const managerAccount = { email: 'bench-manager@agency.example', password: 'Bench-Manager-2026!' };

/**
 * The demo's account manager (decision 043), assigned every client of the demo data: their lists hold as
 * many rows as the admin's, read through the manager's reach, so the ratio at scale (where seed:scale's
 * manager runs 500 of the 10,000 clients) compares the database's work, not the page's size.
 */
export async function addDemoManager(database: Database): Promise<Account & { id: string }> {
  const { db } = database;
  const clients = await db.select({ id: clientAccounts.id }).from(clientAccounts);
  const manager = await createManager(
    db,
    clients.map((client) => client.id),
    { ...managerAccount, name: 'Morgan Bench' },
  );
  return { id: manager.id, ...managerAccount };
}
