import { REVIEW_FILE_MAX_BYTES, REVIEW_FILES_PER_VERSION } from '@/shared/domain/reviews';

// The review screens' words that `reviewMessages` (shared/domain/reviews.ts) does not hold: labels of the
// lists, filters and the create dialog, which only the browser says. Every other string is reviewMessages'.

export const reviewListStrings = {
  needsYourDecision: 'Needs your decision',
  version: (number: number) => `Version ${number}`,
  decided: (decided: number, reviewers: number) => `${decided} of ${reviewers} decided`,
  openComments: (count: number) => (count === 1 ? '1 open comment' : `${count} open comments`),
  due: (date: string) => `Due ${date}`,
  overdue: (date: string) => `Overdue · due ${date}`,
  noDueDate: 'No due date',
  noPreview: 'No preview',
  viewAll: 'View all',
  sidebarCount: 'awaiting your decision',
} as const;

export const staffReviewStrings = {
  intro: 'Every open review of the clients within your reach: what waits for a decision and what came back.',
  clientFilter: 'Filter by client',
  allClients: 'All clients',
  stateFilter: 'Filter by state',
  open: 'Open',
  allStates: 'All states',
  dueFilter: 'Filter by due date',
  anyDue: 'Any due date',
  overdue: 'Overdue',
  dueThisWeek: 'Due within a week',
  noMatchHint: 'Try another client, state or due date.',
  showOlder: 'Show older',
  olderFailed: 'Could not load older reviews. Try again.',
  tabEmptyHint: 'Create the first review to put work in front of this client’s people.',
} as const;

export const createReviewStrings = {
  newReview: 'New review',
  dialogDescription: 'Share work with this client’s people. The reviewers you name decide on it.',
  title: 'Title',
  titlePlaceholder: 'Spring campaign: social visuals',
  brief: 'Brief',
  briefPlaceholder: 'What to look at, and what a decision should consider',
  dueDate: 'Due date',
  rule: 'Who decides',
  reviewers: 'Reviewers',
  reviewersHint: 'The client’s people who approve or request changes.',
  noCandidates: 'This client has nobody who can review yet. Invite their people first.',
  candidatesNoun: 'the client’s people',
  files: 'Files',
  filesHint: `Images, PDFs and videos: up to ${REVIEW_FILES_PER_VERSION} files of ${REVIEW_FILE_MAX_BYTES / 1024 / 1024} MB each.`,
  dropHere: 'Drag files here, or',
  choose: 'choose files',
  filesChosen: (count: number) => `${count} of ${REVIEW_FILES_PER_VERSION} files`,
  filesDropped: (count: number) =>
    `${count === 1 ? 'One file was' : `${count} files were`} left out: a version holds up to ${REVIEW_FILES_PER_VERSION} files.`,
  remove: (name: string) => `Remove ${name}`,
  uploading: 'Uploading…',
  uploadProgress: 'Upload progress',
  cancel: 'Cancel',
  create: 'Create review',
  creating: 'Creating…',
} as const;
