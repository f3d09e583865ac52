import { count } from 'drizzle-orm';
import type { Db } from './connection';
import {
  createAdmin,
  createClient,
  createMessage,
  createProjectUpdate,
  createReferral,
  createTask,
} from './factories';
import { users } from './schema/index';

export const demoAccounts = {
  admin: { email: 'admin@agency-portal.local', password: 'Admin-Portal-2026' },
  client: { email: 'client@agency-portal.local', password: 'Client-Portal-2026' },
} as const;

const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Seeds a demo admin and a demo client with realistic work, only into an empty database. */
export async function seedDemo(db: Db): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(users);
  if ((existing?.n ?? 0) > 0) return false;

  const admin = await createAdmin(db, { ...demoAccounts.admin, name: 'Morgan Reyes' });
  const client = await createClient(db, {
    ...demoAccounts.client,
    name: 'Dana Whitfield',
    profile: {
      companyName: 'Northwind Coffee Roasters',
      contactPerson: 'Dana Whitfield',
      website: 'https://northwind-coffee.example',
      phone: '+1 503 555 0142',
    },
  });

  await createTask(db, {
    clientId: client.id,
    assignedBy: admin.id,
    title: 'Approve the Q1 paid social creative',
    description: 'Review the six ad variations for the spring blend launch and leave notes on each.',
    status: 'pending-review',
    dueDate: daysFromNow(3),
  });
  await createTask(db, {
    clientId: client.id,
    assignedBy: admin.id,
    title: 'Share brand assets and logo files',
    description: 'Upload your latest logo (SVG or PNG), brand colours and any packaging photography.',
    status: 'in-progress',
    dueDate: daysFromNow(5),
  });
  await createTask(db, {
    clientId: client.id,
    assignedBy: admin.id,
    title: 'Connect your email platform',
    description: 'Give us collaborator access to your email tool so we can build the welcome sequence.',
    status: 'pending',
    dueDate: daysFromNow(10),
  });
  await createMessage(db, {
    clientId: client.id,
    senderId: admin.id,
    content: 'Welcome aboard, Dana! Your strategy audit is under way. Shout here any time.',
  });
  await createMessage(db, {
    clientId: client.id,
    senderId: client.id,
    content: 'Thanks Morgan! I just uploaded the packaging shots to the brand assets task.',
  });
  await createProjectUpdate(db, {
    clientId: client.id,
    adminId: admin.id,
    message:
      'Week 1 recap: landing page wireframes are done and the lead magnet outline is ready for your review.',
  });
  await createReferral(db, {
    referrerUserId: client.id,
    referrerName: 'Dana Whitfield',
    referrerEmail: demoAccounts.client.email,
    referredName: 'Sam Okafor',
    referredEmail: 'sam@brightleaf.example',
    referredCompany: 'Brightleaf Tea Co.',
    message: 'Sam is launching a DTC tea brand next quarter.',
  });
  return true;
}
