// Deliverable review (the review issue): staff put creative in front of a client's people in versions;
// the named reviewers decide, by one written outcome rule. Not in SPEC; the rules and strings are ours.

/** A version's state. The review's state is its latest version's. */
export const reviewStates = ['awaiting_review', 'changes_requested', 'approved'] as const;
export type ReviewState = (typeof reviewStates)[number];
export const reviewStateLabels: Record<ReviewState, string> = {
  awaiting_review: 'Awaiting review',
  changes_requested: 'Changes requested',
  approved: 'Approved',
};

/** What one reviewer says about a version. Requesting changes needs a note. */
export const reviewDecisions = ['approved', 'approved_with_changes', 'changes_requested'] as const;
export type ReviewDecision = (typeof reviewDecisions)[number];
export const reviewDecisionLabels: Record<ReviewDecision, string> = {
  approved: 'Approve',
  approved_with_changes: 'Approve with changes',
  changes_requested: 'Request changes',
};
/** How a decision reads once made ("Dana Lee: Approved with changes"). */
export const reviewDecisionDoneLabels: Record<ReviewDecision, string> = {
  approved: 'Approved',
  approved_with_changes: 'Approved with changes',
  changes_requested: 'Changes requested',
};

/** Who must decide: any one of the named reviewers, or every one of them. Chosen by staff per review. */
export const reviewRules = ['any', 'all'] as const;
export type ReviewRule = (typeof reviewRules)[number];
export const reviewRuleLabels: Record<ReviewRule, string> = {
  any: 'Any one reviewer decides',
  all: 'Every reviewer must approve',
};

/**
 * The outcome rule, written once: any "changes requested" outweighs every approval; otherwise the version
 * is approved when the required reviewers have approved (with or without changes): one of them under
 * `any`, each of them under `all`; until then it awaits review. Decisions of people no longer named as
 * reviewers do not count.
 */
export function reviewOutcome(
  rule: ReviewRule,
  reviewerIds: readonly string[],
  decisions: readonly { reviewerId: string; decision: ReviewDecision }[],
): ReviewState {
  const named = new Set(reviewerIds);
  const counted = decisions.filter((one) => named.has(one.reviewerId));
  if (counted.some((one) => one.decision === 'changes_requested')) return 'changes_requested';
  const approvedBy = new Set(counted.map((one) => one.reviewerId));
  const approved = rule === 'any' ? approvedBy.size > 0 : named.size > 0 && approvedBy.size === named.size;
  return approved ? 'approved' : 'awaiting_review';
}

/** A guest reviewer's invitation: invited until a code is confirmed; removed or expired, the link is dead. */
export const reviewGuestStates = ['invited', 'confirmed', 'removed', 'expired'] as const;
export type ReviewGuestState = (typeof reviewGuestStates)[number];
export const reviewGuestStateLabels: Record<ReviewGuestState, string> = {
  invited: 'Invited',
  confirmed: 'Confirmed',
  removed: 'Removed',
  expired: 'Expired',
};
/** A guest link opens for this long after it is sent (sending again starts it anew). */
export const REVIEW_GUEST_LINK_DAYS = 30;
/** A confirmed browser stays signed in to the one review this long, never past the link's end. */
export const REVIEW_GUEST_SESSION_HOURS = 12;
/** A one-time code works for this long, for this many tries. */
export const REVIEW_GUEST_CODE_MINUTES = 10;
export const REVIEW_GUEST_CODE_ATTEMPTS = 5;
/** A new code can be asked for once in this long, and this many times an hour. */
export const REVIEW_GUEST_CODE_INTERVAL_SECONDS = 60;
export const REVIEW_GUEST_CODES_PER_HOUR = 5;
/**
 * Wrong codes one link takes in its whole life, whichever code they were meant for; then it opens no more
 * until staff send it again. So a forwarded link's holder has 15 guesses in a million, not 5 a minute.
 */
export const REVIEW_GUEST_WRONG_CODES_MAX = 15;
/** Guests invited to one review, removed ones included. */
export const REVIEW_GUESTS_MAX = 20;
export const REVIEW_GUEST_NAME_MAX_LENGTH = 100;

export const REVIEW_TITLE_MAX_LENGTH = 200;
export const REVIEW_BRIEF_MAX_LENGTH = 5000;
export const REVIEW_NOTE_MAX_LENGTH = 2000;
export const REVIEW_COMMENT_MAX_LENGTH = 5000;
/** Files in one version: a carousel of ad visuals fits, a whole asset library does not. */
export const REVIEW_FILES_PER_VERSION = 10;
/** A short video or a long PDF fits; a film does not (the same cap as a project update's media). */
export const REVIEW_FILE_MAX_BYTES = 200 * 1024 * 1024;
/** Named reviewers on one review. */
export const REVIEW_REVIEWERS_MAX = 20;
/** Reminders after the due date, one a day, to a reviewer who has not decided. */
export const REVIEW_OVERDUE_REMINDERS = 5;
/** Staff may nudge a review's reviewers by hand once in this long. */
export const REVIEW_NUDGE_INTERVAL_SECONDS = 60 * 60;
/** Reviews on one page of the staff's list. */
export const REVIEWS_PAGE_SIZE = 25;

export type ReviewFileKind = 'image' | 'pdf' | 'video';
export type ReviewFileType = {
  ext: string;
  mime: string;
  kind: ReviewFileKind;
  extensions: readonly string[];
};

/** What a version may hold, decided on the server by the file's bytes: what the portal can preview. */
export const reviewFileTypes: readonly ReviewFileType[] = [
  { ext: 'jpg', mime: 'image/jpeg', kind: 'image', extensions: ['jpg', 'jpeg'] },
  { ext: 'png', mime: 'image/png', kind: 'image', extensions: ['png'] },
  { ext: 'gif', mime: 'image/gif', kind: 'image', extensions: ['gif'] },
  { ext: 'webp', mime: 'image/webp', kind: 'image', extensions: ['webp'] },
  { ext: 'pdf', mime: 'application/pdf', kind: 'pdf', extensions: ['pdf'] },
  { ext: 'mp4', mime: 'video/mp4', kind: 'video', extensions: ['mp4', 'm4v'] },
  { ext: 'webm', mime: 'video/webm', kind: 'video', extensions: ['webm'] },
  { ext: 'mov', mime: 'video/quicktime', kind: 'video', extensions: ['mov'] },
];

export function reviewFileKindOf(mime: string): ReviewFileKind {
  return reviewFileTypes.find((type) => type.mime === mime)?.kind ?? 'image';
}

export const reviewMessages = {
  // Navigation and lists
  approvals: 'Approvals',
  approvalsIntro: 'Creative from the team that waits for your decision, and what you decided before.',
  awaitingYourApproval: 'Awaiting your approval',
  nothingAwaits: 'Nothing awaits your approval',
  empty: 'No reviews yet',
  emptyHint: 'When the team shares work for your approval, it appears here.',
  staffEmpty: 'No reviews match',
  staffEmptyHint: 'Create a review from a client’s page to put work in front of them.',
  reviews: 'Reviews',
  loadFailed: 'Failed to load reviews',
  notFound: 'Review not found',
  fileNotFound: 'File not found',
  commentNotFound: 'Comment not found',
  // Creating and versions
  created: 'Review created',
  createFailed: 'Failed to create the review',
  versionSent: (number: number) => `Version ${number} sent for review`,
  versionFailed: 'Failed to send the new version',
  titleRequired: 'Please give the review a title',
  titleTooLong: `A title can be at most ${REVIEW_TITLE_MAX_LENGTH} characters.`,
  briefTooLong: `A brief can be at most ${REVIEW_BRIEF_MAX_LENGTH} characters.`,
  noteTooLong: `A note can be at most ${REVIEW_NOTE_MAX_LENGTH} characters.`,
  dueDateInvalid: 'Please enter a valid due date',
  reviewersRequired: 'Name at least one reviewer',
  tooManyReviewers: `A review can have at most ${REVIEW_REVIEWERS_MAX} reviewers.`,
  reviewerNotInCompany: 'Reviewers must be people of this client',
  filesRequired: 'Add at least one file to review',
  fileTypeRefused: 'Only images, PDFs and videos can be reviewed',
  fileTooLarge: `Each file must be at most ${REVIEW_FILE_MAX_BYTES / 1024 / 1024} MB`,
  tooManyFiles: `A version can hold up to ${REVIEW_FILES_PER_VERSION} files.`,
  alreadyApproved: 'This review is approved and closed',
  addressedUnknown: 'Some of the addressed comments are not open comments of this review',
  updated: 'Review updated',
  // Comments
  commentRequired: 'Please write a comment',
  commentTooLong: `A comment can be at most ${REVIEW_COMMENT_MAX_LENGTH} characters.`,
  anchorFileUnknown: 'The comment points at a file that is not in the latest version',
  anchorKindMismatch: 'That kind of mark does not fit this file',
  replyAnchored: 'A reply sits where its thread does: it cannot carry a mark of its own',
  versionLocked: 'This version is decided: new comments go on the next version',
  commentFailed: 'Failed to post the comment',
  resolved: 'Comment resolved',
  reopened: 'Comment reopened',
  // Decisions
  noteRequired: 'Please say what should change',
  notAReviewer: 'Only the named reviewers can decide on this review',
  alreadyDecided: 'You have already decided on this version',
  notAwaiting: 'This version is no longer awaiting review',
  decided: (label: string) => `Your decision was saved: ${label}`,
  decideFailed: 'Failed to save your decision',
  // Reminders
  nothingToNudge: 'Nothing on this review awaits a decision',
  nudgedRecently: 'The reviewers were reminded less than an hour ago',
  // Guest reviewers
  guestSuffix: '(guest)',
  guestNameRequired: 'Please enter the guest’s name',
  guestNameTooLong: `A name can be at most ${REVIEW_GUEST_NAME_MAX_LENGTH} characters.`,
  guestEmailInvalid: 'Please enter a valid email address',
  guestAlreadyInvited: 'This address is already invited to this review',
  guestIsMember: 'This person is one of the client’s people: name them as a reviewer instead',
  tooManyGuests: `A review can have at most ${REVIEW_GUESTS_MAX} guests.`,
  tooManyGuestInvites: 'Too many invitations for this review: please try again in an hour',
  guestNotFound: 'Guest not found',
  guestInvited: (email: string) => `Invitation sent to ${email}`,
  guestResent: (email: string) => `Invitation sent again to ${email}`,
  guestRemoved: (name: string) => `${name} can no longer open this review`,
  guestLinkInvalid: 'This review link is no longer valid',
  guestLinkInvalidHint: 'Ask the person who sent it for a new invitation.',
  guestCodeInvalid: 'Please enter the 6-digit code from the email',
  guestCodeWrong: 'That code is not right, or it has expired',
  guestCodeTooManyTries: 'Too many wrong codes: ask for a new one',
  guestCodeTooSoon: 'A code was sent less than a minute ago',
  guestCodesPerHour: 'Too many codes were asked for: please try again in an hour',
  guestLinkLocked: 'Too many wrong codes: ask the person who invited you to send the link again',
  guestNotConfirmed: 'Confirm your email address to open this review',
} as const;
