import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ReviewAnchor } from '../../../shared/contracts/reviews';
import { reviewDecisions, reviewRules, reviewStates } from '../../../shared/domain/reviews';
import { sides } from '../../../shared/domain/roles';
import { users } from './auth';

const inList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/** A piece of work put in front of a client for a decision (the review issue), in versions. */
export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: text('client_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    brief: text('brief'),
    dueDate: date('due_date', { mode: 'string' }),
    rule: text('rule', { enum: reviewRules }).notNull().default('any'),
    /** The latest version's state, kept beside it so lists filter and count without a join. */
    state: text('state', { enum: reviewStates }).notNull().default('awaiting_review'),
    latestVersion: integer('latest_version').notNull().default(1),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('reviews_rule_check', sql`${t.rule} in (${inList(reviewRules)})`),
    check('reviews_state_check', sql`${t.state} in (${inList(reviewStates)})`),
    // The client's Approvals and the client page's tab, newest first.
    index('reviews_client_id_updated_at_idx').on(t.clientId, t.updatedAt, t.id),
    // The staff's list of every review, newest first.
    index('reviews_updated_at_id_idx').on(t.updatedAt, t.id),
  ],
);

/** One version of a review's work. Immutable once sent, except its state and when it was decided. */
export const reviewVersions = pgTable(
  'review_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reviewId: uuid('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    note: text('note'),
    state: text('state', { enum: reviewStates }).notNull().default('awaiting_review'),
    sentBy: text('sent_by').references(() => users.id, { onDelete: 'set null' }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    unique('review_versions_review_id_number_key').on(t.reviewId, t.number),
    check('review_versions_state_check', sql`${t.state} in (${inList(reviewStates)})`),
  ],
);

/** The files of one version, in the order they were sent. */
export const reviewFiles = pgTable(
  'review_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    versionId: uuid('version_id')
      .notNull()
      .references(() => reviewVersions.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    fileName: text('file_name').notNull(),
    fileUrl: text('file_url').notNull(),
    fileType: text('file_type').notNull(),
    fileSize: bigint('file_size', { mode: 'number' }).notNull(),
  },
  (t) => [index('review_files_version_id_idx').on(t.versionId, t.position)],
);

/** The client's people named to decide on a review. */
export const reviewReviewers = pgTable(
  'review_reviewers',
  {
    reviewId: uuid('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.reviewId, t.userId] }),
    // "Awaiting your approval": the reviews a person is named on.
    index('review_reviewers_user_id_idx').on(t.userId),
  ],
);

/** One reviewer's decision on one version; one each, never changed. */
export const versionDecisions = pgTable(
  'review_decisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    versionId: uuid('version_id')
      .notNull()
      .references(() => reviewVersions.id, { onDelete: 'cascade' }),
    reviewerId: text('reviewer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    decision: text('decision', { enum: reviewDecisions }).notNull(),
    note: text('note'),
    decidedAt: timestamp('decided_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('review_decisions_version_id_reviewer_id_key').on(t.versionId, t.reviewerId),
    check('review_decisions_decision_check', sql`${t.decision} in (${inList(reviewDecisions)})`),
    check(
      'review_decisions_note_check',
      sql`${t.decision} <> 'changes_requested' or coalesce(length(${t.note}), 0) > 0`,
    ),
  ],
);

/** A comment on a version: general, or anchored on one of its files; replies point at their thread. */
export const reviewComments = pgTable(
  'review_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reviewId: uuid('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    versionId: uuid('version_id')
      .notNull()
      .references(() => reviewVersions.id, { onDelete: 'cascade' }),
    parentId: uuid('parent_id').references((): AnyPgColumn => reviewComments.id, { onDelete: 'cascade' }),
    authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** The author's side when they wrote: a removed teammate's comment stays the client's. */
    authorSide: text('author_side', { enum: sides }).notNull(),
    body: text('body').notNull(),
    anchor: jsonb('anchor').$type<ReviewAnchor>(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: text('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    /** The version that said it addressed this thread. */
    addressedInVersion: integer('addressed_in_version'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('review_comments_review_id_created_at_idx').on(t.reviewId, t.createdAt),
    check('review_comments_author_side_check', sql`${t.authorSide} in (${inList(sides)})`),
  ],
);
