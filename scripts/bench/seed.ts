import type { Database } from '../../src/server/db/connection';
import { createAdmin, createClient, createMessage, createTask } from '../../src/server/db/factories';
import type { Account } from '../reliability/portal-accounts';

export type BenchAccounts = {
  admin: Account & { id: string };
  client: Account & { id: string };
  /** One account per connection of the sign-in pressure: twenty people signing in, not one twenty times. */
  signers: Account[];
};

const password = 'Bench-Portal-2026!';
const TASKS = 50;
const MESSAGES = 120;
const OTHER_CLIENTS = 40;
const SIGNERS = 20;

/**
 * The data the benchmark reads, written through the product's own factories: one client with 50 tasks and
 * a chat history longer than a page, forty more clients for the admin's lists (each with a message, so
 * the inbox has threads), and an admin.
 */
export async function seedBenchData(database: Database): Promise<BenchAccounts> {
  const { db } = database;
  const admin = await createAdmin(db, { email: 'bench-admin@agency.example', password });
  const client = await createClient(db, { email: 'bench-client@agency.example', password });
  for (let i = 1; i <= TASKS; i++)
    await createTask(db, {
      clientId: client.id,
      title: `Campaign deliverable ${i}`,
      description: 'Draft, review and ship the deliverable described in the brief.',
      dueDate: `2026-12-${String((i % 28) + 1).padStart(2, '0')}`,
    });
  for (let i = 1; i <= MESSAGES; i++)
    await createMessage(db, {
      clientId: client.id,
      senderId: i % 2 ? client.id : admin.id,
      content: `Message ${i} about the launch plan and what comes next.`,
    });
  for (let i = 1; i <= OTHER_CLIENTS; i++) {
    const other = await createClient(db, {
      email: `bench-other-${i}@agency.example`,
      profile: { companyName: `Other Studio ${i}`, contactPerson: `Person ${i}` },
    });
    await createMessage(db, { clientId: other.id, senderId: other.id, content: `Hello from studio ${i}` });
  }
  const signers: Account[] = [];
  for (let i = 1; i <= SIGNERS; i++)
    signers.push({
      email: (await createClient(db, { email: `bench-signer-${i}@agency.example`, password })).email,
      password,
    });
  return {
    signers,
    admin: { id: admin.id, email: admin.email, password },
    client: { id: client.id, email: client.email, password },
  };
}
