import type { Database } from '../../src/server/db/connection';
import { createClient, createTask } from '../../src/server/db/factories';
import { taskStatuses } from '../../src/shared/domain/task-status';
import type { Account } from '../reliability/portal-accounts';
import { taskDescriptions, taskObjects, taskVerbs } from '../seed-scale/words';

const password = 'Bench-Lists-2026!';
const hour = 3_600_000;

export type ClientWithTasks = {
  account: Account;
  /** The oldest task's title: the list's last card. */
  lastTitle: string;
};

/**
 * One client, past the welcome flow, with `count` tasks written through the product's factories, one an
 * hour back from now so the list's order is known. Statuses and descriptions vary (some have none, some
 * have two paragraphs), so the cards differ in height as a real client's do.
 */
export async function seedClientWithTasks({ db }: Database, count: number): Promise<ClientWithTasks> {
  const client = await createClient(db, {
    email: 'bench-lists-client@agency.example',
    password,
    profile: { companyName: 'Long List Studio', contactPerson: 'Lee Long', welcomeFlowCompleted: true },
  });
  const title = (n: number) =>
    `${taskVerbs[n % taskVerbs.length]} ${taskObjects[n % taskObjects.length]} #${n}`;
  const now = Date.now();
  for (let n = 1; n <= count; n++) {
    const description = taskDescriptions[n % taskDescriptions.length] as string;
    await createTask(db, {
      clientId: client.id,
      title: title(n),
      description: n % 6 === 0 ? null : n % 7 === 0 ? `${description}\n\n${description}` : description,
      status: taskStatuses[n % taskStatuses.length],
      dueDate: n % 3 === 0 ? null : new Date(now + n * 24 * hour).toISOString().slice(0, 10),
      createdAt: new Date(now - (count - n) * hour),
    });
  }
  return { account: { email: client.email, password }, lastTitle: title(1) };
}
