import { eq, inArray, or, sql } from 'drizzle-orm';
import { confirmsDeletion } from '../../../shared/contracts/clients';
import { messages } from '../../../shared/messages';
import type { AuditWho } from '../../audit/audit-person';
import { recordAudit } from '../../audit/record-audit';
import { AppError } from '../../core/errors';
import type { DbOrTx } from '../../db/connection';
import {
  files,
  profiles,
  projectUpdates,
  reviewCommentFiles,
  reviewFiles,
  reviews,
  reviewVersions,
  signInFailures,
  taskAttachments,
  tasks,
  updateAttachments,
  users,
  verifications,
} from '../../db/schema/index';
import type { RealtimeHub } from '../../realtime/hub';
import { endUserStreams } from '../../realtime/stream-endings';
import type { Storage } from '../../storage/storage';
import { findClientAccount } from './client-account';

/**
 * Deletes a client for good, once the admin has typed its company name (or email) to confirm. The stored
 * files' keys are collected first; the rows go in one transaction: the user row, whose ON DELETE CASCADE
 * takes its role, profile, sessions, accounts, onboarding, tasks (with their comments, status history and
 * attachments), project updates (with their media), reviews (with their versions' files and their comments' files), client files, chat messages, read markers and
 * referrals; plus what names it without a foreign key (reset tokens, sign-in failure counters). Orders and
 * invite links keep their rows, with the account link set to null. The stored files go after the commit;
 * should that fail, no row names them any more and the start-up sweep removes them. Its audit events stay:
 * they name the client by a copy of its id and name, not by a reference (decision 046).
 */
export async function deleteClient({
  db,
  storage,
  realtime,
  who,
  clientId,
  confirmation,
}: {
  db: DbOrTx;
  storage: Storage;
  realtime: RealtimeHub;
  who: AuditWho;
  clientId: string;
  confirmation: string;
}): Promise<void> {
  const keys = await db.transaction(async (tx) => {
    const client = await findClientAccount(tx, clientId, { kind: 'every' });
    if (!confirmsDeletion(client, confirmation)) {
      throw new AppError('bad_request', messages.clients.confirmationMismatch, {
        confirmation: [messages.clients.confirmationMismatch],
      });
    }
    const stored = await storedKeysOf(tx, clientId);
    // Recorded before the rows go, so the event keeps the client's name (record-audit.ts).
    await recordAudit(tx, who, {
      action: 'client_deleted',
      clientId,
      details: { email: client.email, storedFiles: stored.length },
    });
    await tx.delete(verifications).where(eq(verifications.value, clientId));
    // The sign-in throttle's counters for its address (features/auth/sign-in-throttle.ts names them).
    const email = client.email.trim().toLowerCase();
    const pairPrefix = `pair:${email}|`;
    await tx
      .delete(signInFailures)
      .where(
        or(
          eq(signInFailures.key, `account:${email}`),
          sql`left(${signInFailures.key}, ${pairPrefix.length}) = ${pairPrefix}`,
        ),
      );
    await tx.delete(users).where(eq(users.id, clientId));
    await endUserStreams(tx, clientId);
    for (const topic of [
      'clients',
      'profiles',
      'tasks',
      'files',
      'project_updates',
      'chat',
      'reviews',
    ] as const)
      await realtime.publish({ topic, clientId, id: clientId }, tx);
    return stored;
  });
  for (const key of keys) {
    await storage.delete(key).catch((error) => {
      console.error('Could not remove a stored file of a deleted client', key, error);
    });
  }
}

/** Every storage key that belongs to the client (storage/stored-file-keys.ts lists the columns). */
async function storedKeysOf(tx: DbOrTx, clientId: string): Promise<string[]> {
  const clientTasks = tx.select({ id: tasks.id }).from(tasks).where(eq(tasks.clientId, clientId));
  const clientUpdates = tx
    .select({ id: projectUpdates.id })
    .from(projectUpdates)
    .where(eq(projectUpdates.clientId, clientId));
  // One after another: a transaction is one connection, and the driver will refuse queries sent at once.
  const lists = [
    await tx.select({ key: files.fileUrl }).from(files).where(eq(files.clientId, clientId)),
    await tx
      .select({ key: taskAttachments.fileUrl })
      .from(taskAttachments)
      .where(inArray(taskAttachments.taskId, clientTasks)),
    await tx
      .select({ key: updateAttachments.fileUrl })
      .from(updateAttachments)
      .where(inArray(updateAttachments.updateId, clientUpdates)),
    await tx.select({ key: profiles.logoUrl }).from(profiles).where(eq(profiles.id, clientId)),
    await tx
      .select({ key: reviewFiles.fileUrl })
      .from(reviewFiles)
      .innerJoin(reviewVersions, eq(reviewVersions.id, reviewFiles.versionId))
      .innerJoin(reviews, eq(reviews.id, reviewVersions.reviewId))
      .where(eq(reviews.clientId, clientId)),
    // The thumbnails made of its pictures (null for the other files).
    await tx
      .select({ key: reviewFiles.thumbnailUrl })
      .from(reviewFiles)
      .innerJoin(reviewVersions, eq(reviewVersions.id, reviewFiles.versionId))
      .innerJoin(reviews, eq(reviews.id, reviewVersions.reviewId))
      .where(eq(reviews.clientId, clientId)),
    await tx
      .select({ key: reviewCommentFiles.fileUrl })
      .from(reviewCommentFiles)
      .innerJoin(reviews, eq(reviews.id, reviewCommentFiles.reviewId))
      .where(eq(reviews.clientId, clientId)),
  ];
  return [...new Set(lists.flat().flatMap(({ key }) => (key ? [key] : [])))];
}
