import { sql } from 'drizzle-orm';
import { check, doublePrecision, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

export const files = pgTable(
  'files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    type: text('type'),
    sizeMb: doublePrecision('size_mb'),
    clientId: text('client_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    category: text('category').notNull(),
    fileUrl: text('file_url').notNull(),
    description: text('description'),
    uploadedBy: text('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('files_category_check', sql`${t.category} in ('report', 'document', 'asset')`),
    index('files_client_id_created_at_idx').on(t.clientId, t.createdAt),
    // A search's tab counts read the files of the clients it names from this index alone.
    index('files_client_id_category_idx').on(t.clientId, t.category),
    // Reports & Files pages newest first by (created_at, id), over all files or one category (a tab).
    index('files_created_at_id_idx').on(t.createdAt, t.id),
    index('files_category_created_at_id_idx').on(t.category, t.createdAt, t.id),
    // Its search (ILIKE '%…%') finds matching files through trigrams, so a rare word reads only its rows.
    index('files_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('files_description_trgm_idx').using('gin', t.description.op('gin_trgm_ops')),
  ],
);

/**
 * How many files each client has per category, kept by triggers on `files` (migration 0015): a Reports &
 * Files search counts the files of the hundreds of clients its word names from one row each, and a
 * client's Files tab its own from one row.
 */
export const clientFileTotals = pgTable('client_file_totals', {
  clientId: text('client_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  report: integer('report').notNull().default(0),
  document: integer('document').notNull().default(0),
  asset: integer('asset').notNull().default(0),
});
