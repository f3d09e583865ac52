// Issue 49, "A client's data" (decision 048): a client company's owner downloads everything the company has
// in the portal as one zip, and an admin can export any client the same way.

/** Exports of one company in a day, counted across the owner's route and the admin's. */
export const DATA_EXPORTS_PER_DAY = 3;
export const DATA_EXPORT_WINDOW_SECONDS = 24 * 60 * 60;

export const dataExportMessages = {
  rateLimited: `Your data can be downloaded ${DATA_EXPORTS_PER_DAY} times a day. Try again tomorrow.`,
  failed: 'The download could not start. Please try again.',
  cardTitle: 'Your data',
  cardDescription:
    "One zip of everything your company has in the portal: your profile and team, onboarding answers, tasks with their comments and history, chat, updates, reviews, referrals, invoices, and every file you and the agency shared, as the originals. Nothing of anyone else's.",
  cardLimit: `It can be downloaded ${DATA_EXPORTS_PER_DAY} times a day.`,
  downloadLabel: 'Download my data',
  adminExportLabel: 'Export data',
  started: 'Your download has started',
  adminStarted: "The client's data is downloading",
} as const;
