import { randomUUID } from 'node:crypto';
import type { ClientRole } from '../../shared/domain/client-roles';
import type { Role } from '../../shared/domain/roles';
import { createUserAccount } from '../identity/create-user-account';
import type { Db } from './connection';
import {
  chatMessageRows,
  clientManagers,
  clientOnboarding,
  type profiles,
  projectUpdates,
  referrals,
  tasks,
} from './schema/index';

// One set of factories feeds the demo seed and the tests, so both build rows the same way.

type UserOverrides = {
  joins?: { clientId: string; role: ClientRole };
  email?: string;
  password?: string;
  name?: string;
  emailVerified?: boolean;
  profile?: Partial<Omit<typeof profiles.$inferInsert, 'id'>>;
};

export const DEFAULT_TEST_PASSWORD = 'correct-horse-battery';

const defaultNames: Record<Role, string> = {
  admin: 'Avery Admin',
  manager: 'Mara Manager',
  client: 'Casey Client',
};

async function createUser(db: Db, role: Role, overrides: UserOverrides) {
  const id = randomUUID().slice(0, 8);
  return createUserAccount({
    db,
    account: {
      role,
      email: overrides.email ?? `${role}-${id}@example.test`,
      password: overrides.password ?? DEFAULT_TEST_PASSWORD,
      name: overrides.name ?? defaultNames[role],
      emailVerified: overrides.emailVerified ?? true,
      signup: { source: 'seed' },
      profile: overrides.profile,
      joins: overrides.joins,
    },
  });
}

export const createClient = (db: Db, overrides: UserOverrides = {}) =>
  createUser(db, 'client', {
    profile: { companyName: 'Acme Studio', contactPerson: 'Casey Client' },
    ...overrides,
  });

/** A teammate in `clientId`'s company, a member unless `role` says otherwise. */
export const createClientMember = (
  db: Db,
  clientId: string,
  role: ClientRole = 'member',
  overrides: Omit<UserOverrides, 'joins'> = {},
) => createUser(db, 'client', { name: 'Morgan Member', ...overrides, joins: { clientId, role } });

export const createAdmin = (db: Db, overrides: UserOverrides = {}) => createUser(db, 'admin', overrides);

/** An account manager (decision 043), assigned to `clients` (their company ids). */
export async function createManager(db: Db, clients: string[] = [], overrides: UserOverrides = {}) {
  const manager = await createUser(db, 'manager', overrides);
  if (clients.length)
    await db.insert(clientManagers).values(clients.map((clientId) => ({ clientId, userId: manager.id })));
  return manager;
}

export async function createTask(db: Db, values: Partial<typeof tasks.$inferInsert> & { clientId: string }) {
  const [row] = await db
    .insert(tasks)
    .values({ title: 'Write the launch email', ...values })
    .returning();
  if (!row) throw new Error('task not created');
  return row;
}

/** A chat message; one its client sends is from the client's side unless `fromClient` says otherwise. */
export async function createMessage(db: Db, values: typeof chatMessageRows.$inferInsert) {
  const fromClient = values.fromClient ?? values.senderId === values.clientId;
  const [row] = await db
    .insert(chatMessageRows)
    .values({ ...values, fromClient })
    .returning();
  if (!row) throw new Error('message not created');
  return row;
}

export async function createProjectUpdate(db: Db, values: typeof projectUpdates.$inferInsert) {
  const [row] = await db.insert(projectUpdates).values(values).returning();
  if (!row) throw new Error('update not created');
  return row;
}

export async function createReferral(
  db: Db,
  values: Partial<typeof referrals.$inferInsert> & { referrerUserId: string },
) {
  const [row] = await db
    .insert(referrals)
    .values({ referredName: 'Jordan Lee', referredEmail: 'jordan@example.test', ...values })
    .returning();
  if (!row) throw new Error('referral not created');
  return row;
}

/** A client's saved onboarding questionnaire: what ends the dashboard's reminders (decision 034). */
export async function createOnboarding(
  db: Db,
  values: Partial<typeof clientOnboarding.$inferInsert> & { clientId: string },
) {
  const [row] = await db
    .insert(clientOnboarding)
    .values({
      productDescription: 'A scheduling app for independent studios',
      problemSolved: 'Missed appointments and double bookings',
      idealCustomer: 'Studios with one to five staff',
      currentStage: 'launch-ready',
      ...values,
    })
    .returning();
  if (!row) throw new Error('onboarding not created');
  return row;
}
