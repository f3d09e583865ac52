import { z } from 'zod';
import {
  REVIEW_BRIEF_MAX_LENGTH,
  REVIEW_COMMENT_MAX_LENGTH,
  REVIEW_GUEST_NAME_MAX_LENGTH,
  REVIEW_NOTE_MAX_LENGTH,
  REVIEW_REVIEWERS_MAX,
  REVIEW_TITLE_MAX_LENGTH,
  reviewDecisions,
  reviewGuestStates,
  reviewMessages,
  reviewRules,
  reviewStates,
} from '../domain/reviews';
import { sides } from '../domain/roles';

// The deliverable review API contract (the review issue).

/** A share of the file's width or height, 0 at the left or top edge and 1 at the other. */
const share = z.number().min(0).max(1);
/** A PDF's page, from 1. */
const page = z.number().int().min(1).max(10_000).optional();
/** Seconds from a video's start. */
const seconds = z.number().min(0).max(86_400);

/**
 * Where an anchored comment points, in the file's own terms so it lands on the same spot at any zoom:
 * a point or a box on an image or a PDF page (coordinates as shares of the page), a moment or a stretch
 * of a video (seconds).
 */
export const reviewAnchorSchema = z
  .discriminatedUnion('kind', [
    z.object({ kind: z.literal('point'), fileId: z.uuid(), page, x: share, y: share }),
    z.object({
      kind: z.literal('box'),
      fileId: z.uuid(),
      page,
      x: share,
      y: share,
      width: share,
      height: share,
    }),
    z.object({ kind: z.literal('time'), fileId: z.uuid(), at: seconds }),
    z
      .object({ kind: z.literal('range'), fileId: z.uuid(), from: seconds, to: seconds })
      .refine((range) => range.to > range.from, { message: 'A range ends after it starts', path: ['to'] }),
  ])
  .meta({ id: 'ReviewAnchor' });

export const reviewFileSchema = z
  .object({
    id: z.uuid(),
    fileName: z.string(),
    fileType: z.string(),
    fileSize: z.number(),
    kind: z.enum(['image', 'pdf', 'video']),
    /** Shown in the page (`?view=1` is already on it); answers byte ranges. */
    url: z.string(),
    /** The same file as a download. */
    downloadUrl: z.string(),
  })
  .meta({ id: 'ReviewFile' });

/** A person of the portal, or a guest reviewer (`guest`, their id `guest:{uuid}`, named "{name} (guest)"). */
const personSchema = z.object({
  id: z.string(),
  name: z.string(),
  guest: z.boolean(),
  /** The caller themself: the page reads 'You', the printed record the name. */
  you: z.boolean(),
});

export const reviewDecisionEntrySchema = z
  .object({
    reviewer: personSchema,
    decision: z.enum(reviewDecisions),
    note: z.string().nullable(),
    decidedAt: z.string(),
  })
  .meta({ id: 'ReviewDecisionEntry' });

export const reviewVersionSchema = z
  .object({
    id: z.uuid(),
    number: z.number().int(),
    /** What changed since the version before (staff's words); null on version 1 or when left out. */
    note: z.string().nullable(),
    state: z.enum(reviewStates),
    sentAt: z.string(),
    sentBy: z.string(),
    decidedAt: z.string().nullable(),
    files: z.array(reviewFileSchema),
    decisions: z.array(reviewDecisionEntrySchema),
    /** The comments of earlier versions this version says it addressed. */
    addressedCommentIds: z.array(z.uuid()),
  })
  .meta({ id: 'ReviewVersion' });

/** A file posted with a comment (the task comment rules): a picture, PDF, video, zip or Word file. */
export const reviewCommentFileSchema = z
  .object({
    id: z.uuid(),
    fileName: z.string(),
    fileType: z.string(),
    fileSize: z.number(),
    /** Shown in the page where the browser can (`?view=1` is already on it: pictures and PDFs). */
    url: z.string(),
    /** The same file as a download. */
    downloadUrl: z.string(),
  })
  .meta({ id: 'ReviewCommentFile' });

export const reviewCommentSchema = z
  .object({
    id: z.uuid(),
    versionId: z.uuid(),
    versionNumber: z.number().int(),
    /** The thread's first comment, for a reply; null for a thread's first comment. */
    parentId: z.uuid().nullable(),
    author: z.object({
      id: z.string().nullable(),
      /** 'You' for the caller; a person's name otherwise ('Team Member' where no name is known). */
      name: z.string(),
      side: z.enum(sides),
      /** A guest reviewer wrote it (their side is the client's). */
      guest: z.boolean(),
    }),
    body: z.string(),
    anchor: reviewAnchorSchema.nullable(),
    resolvedAt: z.string().nullable(),
    resolvedBy: z.string().nullable(),
    /** The version that said it addressed this comment, if any. */
    addressedIn: z.number().int().nullable(),
    createdAt: z.string(),
    /** The files posted with it, in the order they were sent. */
    files: z.array(reviewCommentFileSchema),
  })
  .meta({ id: 'ReviewComment' });

export const reviewReviewerSchema = z
  .object({
    /** A person's id, or `guest:{uuid}` for a guest reviewer, whose decision counts like a person's. */
    id: z.string(),
    name: z.string(),
    guest: z.boolean(),
    /** The caller themself: the page reads 'You', the printed record the name. */
    you: z.boolean(),
    /** Their decision on the latest version, if they made one. */
    decision: z.enum(reviewDecisions).nullable(),
  })
  .meta({ id: 'ReviewReviewer' });

export const reviewGuestSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    email: z.string(),
    /** invited: the link is out, no code confirmed yet; removed and expired links no longer open. */
    state: z.enum(reviewGuestStates),
    invitedAt: z.string(),
    invitedBy: z.string(),
    expiresAt: z.string(),
    confirmedAt: z.string().nullable(),
    removedAt: z.string().nullable(),
    removedBy: z.string().nullable(),
    /** Their decision on the latest version, if they made one. */
    decision: z.enum(reviewDecisions).nullable(),
  })
  .meta({ id: 'ReviewGuest' });

export const reviewSchema = z
  .object({
    id: z.uuid(),
    clientId: z.string(),
    /** The name the agency knows the client by. */
    clientName: z.string(),
    title: z.string(),
    brief: z.string().nullable(),
    /** YYYY-MM-DD, or null for none. */
    dueDate: z.string().nullable(),
    rule: z.enum(reviewRules),
    /** The latest version's state. */
    state: z.enum(reviewStates),
    createdAt: z.string(),
    reviewers: z.array(reviewReviewerSchema),
    /** Oldest first; the last is the latest, the only one that takes new comments and decisions. */
    versions: z.array(reviewVersionSchema),
    /** Every version's comments, oldest first; replies follow their thread by `parentId`. */
    comments: z.array(reviewCommentSchema),
    /** The caller is a named reviewer who may decide on the latest version now. */
    canDecide: z.boolean(),
    /** The guest reviewers invited, with their state; staff only (empty for the client and for guests). */
    guests: z.array(reviewGuestSchema),
  })
  .meta({ id: 'Review' });

export const reviewSummarySchema = z
  .object({
    id: z.uuid(),
    clientId: z.string(),
    clientName: z.string(),
    title: z.string(),
    dueDate: z.string().nullable(),
    state: z.enum(reviewStates),
    latestVersion: z.number().int(),
    reviewerCount: z.number().int(),
    /** Reviewers who decided on the latest version. */
    decidedCount: z.number().int(),
    openComments: z.number().int(),
    /** The caller is a reviewer who has yet to decide on the latest version. */
    awaitingYou: z.boolean(),
    /** The thumbnail of the latest version's first picture; null if it has none or no file is a picture. */
    coverUrl: z.string().nullable(),
    updatedAt: z.string(),
  })
  .meta({ id: 'ReviewSummary' });

export const clientReviewListSchema = z
  .object({
    reviews: z.array(reviewSummarySchema),
    /** How many wait for the caller's own decision: the sidebar's count. */
    awaitingYou: z.number().int(),
  })
  .meta({ id: 'ClientReviewList' });

export const staffReviewListSchema = z
  .object({
    reviews: z.array(reviewSummarySchema),
    olderCursor: z.string().nullable(),
  })
  .meta({ id: 'StaffReviewList' });

export const staffReviewQuerySchema = z.object({
  clientId: z.string().min(1).optional(),
  /** `open` (the default): awaiting review or changes requested. */
  state: z.enum(['open', ...reviewStates, 'all']).optional(),
  /** `overdue`: past its due date and not approved; `week`: due within seven days. */
  due: z.enum(['overdue', 'week']).optional(),
  before: z.uuid().optional(),
});

const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, reviewMessages.dueDateInvalid)
  .refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)), reviewMessages.dueDateInvalid);

export const reviewTitleSchema = z
  .string({ error: reviewMessages.titleRequired })
  .trim()
  .min(1, reviewMessages.titleRequired)
  .max(REVIEW_TITLE_MAX_LENGTH, reviewMessages.titleTooLong);
export const reviewBriefSchema = z.string().trim().max(REVIEW_BRIEF_MAX_LENGTH, reviewMessages.briefTooLong);
export const reviewNoteSchema = z.string().trim().max(REVIEW_NOTE_MAX_LENGTH, reviewMessages.noteTooLong);
export const reviewerIdsSchema = z
  .array(z.string().min(1))
  .min(1, reviewMessages.reviewersRequired)
  .max(REVIEW_REVIEWERS_MAX, reviewMessages.tooManyReviewers);

/**
 * The fields of a new review (multipart, beside its files): `reviewerIds` and `addressed` are comma-separated
 * ids, `dueDate` YYYY-MM-DD or empty.
 */
export const createReviewFieldsSchema = z.object({
  title: reviewTitleSchema,
  brief: reviewBriefSchema.optional(),
  dueDate: z.union([isoDay, z.literal('')]).optional(),
  rule: z.enum(reviewRules).default('any'),
  reviewerIds: reviewerIdsSchema,
});

/** A new version's fields (multipart, beside its files). */
export const addVersionFieldsSchema = z.object({
  note: reviewNoteSchema.optional(),
  addressed: z.array(z.uuid()).max(500).default([]),
});

export const updateReviewSchema = z
  .object({
    title: reviewTitleSchema.optional(),
    brief: reviewBriefSchema.optional(),
    dueDate: isoDay.nullable().optional(),
    rule: z.enum(reviewRules).optional(),
    reviewerIds: reviewerIdsSchema.optional(),
  })
  .meta({ id: 'UpdateReview' });

export const addReviewCommentSchema = z
  .object({
    body: z
      .string({ error: reviewMessages.commentRequired })
      .trim()
      .min(1, reviewMessages.commentRequired)
      .max(REVIEW_COMMENT_MAX_LENGTH, reviewMessages.commentTooLong),
    /** Only on a thread's first comment; a reply sits where its thread does. */
    anchor: reviewAnchorSchema.optional(),
    parentId: z.uuid().optional(),
  })
  .meta({ id: 'AddReviewComment' });

export const decideReviewSchema = z
  .object({
    decision: z.enum(reviewDecisions),
    note: reviewNoteSchema.optional(),
  })
  .refine((body) => body.decision !== 'changes_requested' || (body.note ?? '').length > 0, {
    message: reviewMessages.noteRequired,
    path: ['note'],
  })
  .meta({ id: 'DecideReview' });

export const resolveReviewCommentSchema = z
  .object({ resolved: z.boolean() })
  .meta({ id: 'ResolveReviewComment' });

/** What a nudge did: how many reviewers who had yet to decide were reminded. */
export const nudgeResultSchema = z.object({ nudged: z.number().int() }).meta({ id: 'NudgeResult' });

/** The people of a client company a review may name, for staff picking reviewers. */
export const reviewCandidatesSchema = z
  .object({ people: z.array(z.object({ id: z.string(), name: z.string(), email: z.string() })) })
  .meta({ id: 'ReviewCandidates' });

/** Staff invite someone outside the portal to decide on one review. */
export const inviteReviewGuestSchema = z
  .object({
    name: z
      .string({ error: reviewMessages.guestNameRequired })
      .trim()
      .min(1, reviewMessages.guestNameRequired)
      .max(REVIEW_GUEST_NAME_MAX_LENGTH, reviewMessages.guestNameTooLong),
    email: z
      .string({ error: reviewMessages.guestEmailInvalid })
      .trim()
      .toLowerCase()
      .pipe(z.email(reviewMessages.guestEmailInvalid)),
  })
  .meta({ id: 'InviteReviewGuest' });

/** What a guest link's page may show before the code is confirmed: nothing of the review itself. */
export const guestReviewAccessSchema = z
  .object({
    agencyName: z.string(),
    guestName: z.string(),
    /** The invited address with most of it hidden ("d•••@example.com"): where the code goes. */
    emailHint: z.string(),
    /** This browser confirmed the code: the review can be read. */
    confirmed: z.boolean(),
  })
  .meta({ id: 'GuestReviewAccess' });

export const guestCodeSentSchema = z
  .object({ sentTo: z.string(), resendAfterSeconds: z.number().int() })
  .meta({ id: 'GuestCodeSent' });

export const confirmGuestCodeSchema = z
  .object({
    code: z
      .string({ error: reviewMessages.guestCodeInvalid })
      .trim()
      .regex(/^\d{6}$/, reviewMessages.guestCodeInvalid),
  })
  .meta({ id: 'ConfirmGuestCode' });

export const reviewParamsSchema = z.object({ reviewId: z.uuid() });
export const reviewGuestParamsSchema = z.object({ reviewId: z.uuid(), guestId: z.uuid() });
/** A guest link's secret: 43 characters of base64url. */
export const guestTokenParamsSchema = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/) });
export const guestFileParamsSchema = guestTokenParamsSchema.extend({ fileId: z.uuid() });
export const reviewFileParamsSchema = z.object({ reviewId: z.uuid(), fileId: z.uuid() });
export const reviewCommentParamsSchema = z.object({ reviewId: z.uuid(), commentId: z.uuid() });

export type ReviewGuest = z.infer<typeof reviewGuestSchema>;
export type InviteReviewGuest = z.infer<typeof inviteReviewGuestSchema>;
export type GuestReviewAccess = z.infer<typeof guestReviewAccessSchema>;
export type GuestCodeSent = z.infer<typeof guestCodeSentSchema>;
export type ConfirmGuestCode = z.infer<typeof confirmGuestCodeSchema>;
export type ReviewAnchor = z.infer<typeof reviewAnchorSchema>;
export type ReviewFile = z.infer<typeof reviewFileSchema>;
export type ReviewVersion = z.infer<typeof reviewVersionSchema>;
export type ReviewComment = z.infer<typeof reviewCommentSchema>;
export type ReviewCommentFile = z.infer<typeof reviewCommentFileSchema>;
export type ReviewReviewer = z.infer<typeof reviewReviewerSchema>;
export type Review = z.infer<typeof reviewSchema>;
export type ReviewSummary = z.infer<typeof reviewSummarySchema>;
export type ClientReviewList = z.infer<typeof clientReviewListSchema>;
export type StaffReviewList = z.infer<typeof staffReviewListSchema>;
export type StaffReviewQuery = z.infer<typeof staffReviewQuerySchema>;
export type UpdateReview = z.infer<typeof updateReviewSchema>;
export type AddReviewComment = z.infer<typeof addReviewCommentSchema>;
export type DecideReview = z.infer<typeof decideReviewSchema>;
export type ReviewCandidates = z.infer<typeof reviewCandidatesSchema>;
