import type { Database } from '../../src/server/db/connection';
import { createProjectUpdate, createReferral } from '../../src/server/db/factories';
import { files, notifications } from '../../src/server/db/schema/index';
import type { BenchAccounts } from '../bench/seed';

const FILES = 20;
const REFERRALS = 8;
const UPDATES = 6;
const NOTIFICATIONS = 30;

/**
 * The bench's demo data gives its client tasks and a chat but nothing in the other lists it opens. A few
 * files, referrals, updates and notifications make those lists real, small ones to compare with at scale.
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
}
