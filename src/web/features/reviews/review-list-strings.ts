// The words of a review in a list: the Approvals pages, the Overview's card and the sidebar's count. Apart
// from review-strings.ts so that the portal's first load carries these lines, not the review page's words.

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
