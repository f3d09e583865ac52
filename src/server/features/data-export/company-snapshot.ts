import type { DbOrTx } from '../../db/connection';
import { chatSection } from './chat-section';
import { type ExportedFile, exportedFiles } from './exported-file';
import { invoicesSection } from './invoices-section';
import { onboardingSection } from './onboarding-section';
import { profileSection } from './profile-section';
import { referralsSection } from './referrals-section';
import { reportsSection } from './reports-section';
import { reviewsSection } from './reviews-section';
import { tasksSection } from './tasks-section';
import { updatesSection } from './updates-section';

/** Everything one company's export holds: its JSON files in the zip's order, and the stored originals. */
export type CompanySnapshot = {
  json: { name: string; data: unknown }[];
  files: ExportedFile[];
};

/**
 * Reads the company's rows in one read-only transaction at one snapshot (repeatable read), so the files
 * agree with one another even while the company works on: a comment is never exported without its task.
 * Only `tx` is used inside: the embedded database has one connection, which the transaction holds.
 */
export function readCompanySnapshot(db: DbOrTx, clientId: string): Promise<CompanySnapshot> {
  return db.transaction(
    async (tx) => {
      const files = exportedFiles();
      const json = [
        { name: 'profile.json', data: await profileSection(tx, clientId, files) },
        { name: 'onboarding.json', data: await onboardingSection(tx, clientId) },
        { name: 'tasks.json', data: await tasksSection(tx, clientId, files) },
        { name: 'chat.json', data: await chatSection(tx, clientId) },
        { name: 'updates.json', data: await updatesSection(tx, clientId, files) },
        { name: 'reviews.json', data: await reviewsSection(tx, clientId, files) },
        { name: 'referrals.json', data: await referralsSection(tx, clientId) },
        { name: 'invoices.json', data: await invoicesSection(tx, clientId) },
        { name: 'files.json', data: await reportsSection(tx, clientId, files) },
      ];
      return { json, files: files.list };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
