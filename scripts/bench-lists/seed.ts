import type { Database } from '../../src/server/db/connection';
import {
  createClient,
  createOnboarding,
  createProjectUpdate,
  createReferral,
  createTask,
} from '../../src/server/db/factories';
import { files, updateAttachments } from '../../src/server/db/schema/index';
import { taskStatuses } from '../../src/shared/domain/task-status';
import type { Account } from '../reliability/portal-accounts';
import {
  companyKinds,
  companyWords,
  fileCategories,
  fileExtensions,
  fileTitles,
  fileTypes,
  firstNames,
  lastNames,
  taskDescriptions,
  taskObjects,
  taskVerbs,
  updateTexts,
} from '../seed-scale/words';

const password = 'Bench-Lists-2026!';
const hour = 3_600_000;

/** The pages `npm run bench:lists` can measure, each a list of the client's own rows. */
export const listPages = ['tasks', 'files', 'updates', 'referrals'] as const;
export type ListPage = (typeof listPages)[number];

export type SeededClient = {
  account: Account;
  /** What the list's last (oldest) row shows, exactly: a task's title, a file's name, a referred name. */
  lastText: string;
  /** What its first (newest) row shows, the same way. */
  firstText: string;
  /** What row n (1 the oldest, count the newest) shows, the same way. */
  textOf: (n: number) => string;
};

/** One client, past the welcome modal and the questionnaire: no modal or reminder banner on its pages. */
async function benchClient({ db }: Database) {
  const client = await createClient(db, {
    email: 'bench-lists-client@agency.example',
    password,
    profile: { companyName: 'Long List Studio', contactPerson: 'Lee Long', welcomeFlowCompleted: true },
  });
  await createOnboarding(db, { clientId: client.id });
  return client;
}

/** Row n of count was made (count - n) hours ago: the list's order, newest first, is known. */
const madeAt = (count: number, n: number) => new Date(Date.now() - (count - n) * hour);

/**
 * One client, past the welcome flow, with `count` rows of one page's list written to the real database, one
 * an hour back from now so the list's order is known. Their content varies (descriptions some have and
 * some lack, one paragraph or two), so the rows differ in height as a real client's do.
 */
export async function seedClientWithList(
  database: Database,
  page: ListPage,
  count: number,
): Promise<SeededClient> {
  const client = await benchClient(database);
  const account = { email: client.email, password };
  const seeders = { tasks: seedTasks, files: seedFiles, updates: seedUpdates, referrals: seedReferrals };
  const textOf = await seeders[page](database, client.id, count);
  return { account, lastText: textOf(1), firstText: textOf(count), textOf };
}

/** Tasks through the product's factory; statuses, descriptions and due dates vary. */
async function seedTasks({ db }: Database, clientId: string, count: number) {
  const title = (n: number) =>
    `${taskVerbs[n % taskVerbs.length]} ${taskObjects[n % taskObjects.length]} #${n}`;
  const now = Date.now();
  for (let n = 1; n <= count; n++) {
    const description = taskDescriptions[n % taskDescriptions.length] as string;
    await createTask(db, {
      clientId,
      title: title(n),
      description: n % 6 === 0 ? null : n % 7 === 0 ? `${description}\n\n${description}` : description,
      status: taskStatuses[n % taskStatuses.length],
      dueDate: n % 3 === 0 ? null : new Date(now + n * 24 * hour).toISOString().slice(0, 10),
      createdAt: madeAt(count, n),
    });
  }
  return title;
}

/**
 * File records shared with the client (metadata only, keyed as uploads are: downloading one answers an
 * error, which the list never does), kinds and categories varying, half with a description.
 */
async function seedFiles({ db }: Database, clientId: string, count: number) {
  const name = (n: number) => {
    const kind = n % fileTitles.length;
    return `${fileTitles[kind]} ${n}.${fileExtensions[kind]}`;
  };
  for (let first = 1; first <= count; first += 100) {
    const batch = Array.from({ length: Math.min(100, count - first + 1) }, (_, i) => {
      const n = first + i;
      const kind = n % fileTitles.length;
      const createdAt = madeAt(count, n);
      return {
        name: name(n),
        type: fileTypes[kind] as string,
        sizeMb: Math.round((0.05 + (n % 40)) * 100) / 100,
        clientId,
        category: fileCategories[n % fileCategories.length] as string,
        fileUrl: `client-files/${clientId}/${createdAt.getTime()}-bench${n}.${fileExtensions[kind]}`,
        description:
          n % 2 === 0
            ? null
            : n % 5 === 0
              ? 'Shared after our review.\nNext steps on page two.'
              : 'Shared after our review.',
        createdAt,
      };
    });
    await db.insert(files).values(batch);
  }
  return name;
}

/**
 * Project updates through the product's factory, one to three paragraphs, one in five with a PDF attached
 * (a file card: images and videos would fetch bytes the bench does not store).
 */
async function seedUpdates({ db }: Database, clientId: string, count: number) {
  const message = (n: number) => {
    const text = updateTexts[n % updateTexts.length] as string;
    const body = Array.from({ length: 1 + (n % 3) }, () => text).join('\n\n');
    return `Update #${n}. ${body}`;
  };
  for (let n = 1; n <= count; n++) {
    const createdAt = madeAt(count, n);
    const update = await createProjectUpdate(db, { clientId, message: message(n), createdAt });
    if (n % 5 === 0) {
      await db.insert(updateAttachments).values({
        updateId: update.id,
        fileName: `Weekly report ${n}.pdf`,
        fileUrl: `update-media/${update.id}/${createdAt.getTime()}-bench${n}.pdf`,
        fileType: 'application/pdf',
        fileSize: 120_000 + n,
        createdAt,
      });
    }
  }
  return message;
}

/** Referrals through the product's factory: every status, approved ones with what they earned. */
async function seedReferrals({ db }: Database, referrerUserId: string, count: number) {
  const statuses = ['pending', 'contacted', 'approved', 'rejected'] as const;
  const person = (n: number) =>
    `${firstNames[n % firstNames.length]} ${lastNames[(n * 7) % lastNames.length]} ${n}`;
  for (let n = 1; n <= count; n++) {
    const status = statuses[n % statuses.length] as (typeof statuses)[number];
    const company = `${companyWords[n % companyWords.length]} ${companyKinds[n % companyKinds.length]}`;
    await createReferral(db, {
      referrerUserId,
      referredName: person(n),
      referredEmail: `referral-${n}@example.test`,
      referredCompany: n % 4 === 0 ? null : company,
      status,
      earnedAmount: status === 'approved' ? 200 : null,
      approvedAt: status === 'approved' ? madeAt(count, n) : null,
      createdAt: madeAt(count, n),
    });
  }
  return person;
}
