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
  uniqueIndex,
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
    /** A small WebP of an image, made once at upload for the lists' covers; null for PDFs and videos. */
    thumbnailUrl: text('thumbnail_url'),
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

/**
 * Someone outside the portal invited to decide on one review (the review issue's guest reviewer). The link
 * carries a secret whose hash is `token_hash`; it works only once a one-time code sent to `email` has been
 * confirmed in that browser (`session_hash`), so a forwarded link cannot act. Removing the guest sets
 * `revoked_at` and clears the session: the link stops at once. Rows are kept for the approval record.
 */
export const reviewGuests = pgTable(
  'review_guests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reviewId: uuid('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    name: text('name').notNull(),
    tokenHash: text('token_hash').notNull(),
    invitedBy: text('invited_by').references(() => users.id, { onDelete: 'set null' }),
    invitedAt: timestamp('invited_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    codeHash: text('code_hash'),
    codeSentAt: timestamp('code_sent_at', { withTimezone: true }),
    codeAttempts: integer('code_attempts').notNull().default(0),
    sessionHash: text('session_hash'),
    sessionExpiresAt: timestamp('session_expires_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedBy: text('revoked_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    unique('review_guests_token_hash_key').on(t.tokenHash),
    index('review_guests_review_id_idx').on(t.reviewId, t.invitedAt),
    // One live invitation per address on a review.
    uniqueIndex('review_guests_review_id_email_key')
      .on(t.reviewId, t.email)
      .where(sql`${t.revokedAt} is null`),
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
    /** A named reviewer, or else the guest who decided. */
    reviewerId: text('reviewer_id').references(() => users.id, { onDelete: 'cascade' }),
    // No action, not cascade: a guest's decision stays on record (guests are removed, never deleted; a
    // review's deletion takes both).
    guestId: uuid('guest_id').references(() => reviewGuests.id, { onDelete: 'no action' }),
    decision: text('decision', { enum: reviewDecisions }).notNull(),
    note: text('note'),
    decidedAt: timestamp('decided_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('review_decisions_version_id_reviewer_id_key').on(t.versionId, t.reviewerId),
    unique('review_decisions_version_id_guest_id_key').on(t.versionId, t.guestId),
    check('review_decisions_one_decider_check', sql`num_nonnulls(${t.reviewerId}, ${t.guestId}) = 1`),
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
    /** A guest reviewer's comment names the guest instead of a person of the portal. */
    guestId: uuid('guest_id').references(() => reviewGuests.id, { onDelete: 'set null' }),
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

/** Files posted with a review comment, by the task comment rules (several per comment, client quota). */
export const reviewCommentFiles = pgTable(
  'review_comment_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reviewId: uuid('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    commentId: uuid('comment_id')
      .notNull()
      .references(() => reviewComments.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    fileName: text('file_name').notNull(),
    fileUrl: text('file_url').notNull(),
    fileType: text('file_type').notNull(),
    fileSize: bigint('file_size', { mode: 'number' }).notNull(),
  },
  (t) => [index('review_comment_files_comment_id_idx').on(t.commentId, t.position)],
);
