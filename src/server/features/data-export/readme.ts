/**
 * README.txt, at the zip's root: what each file is. Written for whoever opens the zip, who may never have
 * seen the portal.
 */
export function exportReadme({ companyName, exportedAt }: { companyName: string; exportedAt: Date }): string {
  return `${companyName}: your data from the portal
Exported ${exportedAt.toISOString()}

This zip holds everything your company has in the portal, and nothing of anyone else's.

profile.json     Your company's profile (name, contact person, website, phone, contract status), its
                 brand (colours, guidelines, logo), its payout details, and its people (name, email,
                 role, when they joined).
onboarding.json  Your answers to the onboarding questionnaire (null if it was never saved).
tasks.json       Every task, with its comments (who wrote each, on which side, the text, when, and the
                 files posted with it), the files posted on their own, and its status history.
chat.json        Your chat with the agency, oldest first.
updates.json     The agency's project updates, with their attachments.
reviews.json     The work put before you for review: its reviewers, each version with its files and
                 decisions, and the comments with where they point in a file (anchor) and their files.
referrals.json   The people you referred, and how each went.
invoices.json    The invoices the agency sent you: lines, tax, totals, dates and whether each is paid.
                 Amounts are whole minor units of the invoice's currency (cents: 250000 USD is $2,500.00).
files.json       Reports & Files: what the agency shared with you.
files/           Every stored file named above, as it was uploaded:
                   files/profile/          your logo
                   files/tasks/<task id>/  files posted on a task
                   files/updates/<update id>/
                   files/reviews/<review id>/v<N>/       the files of version N of a review
                   files/reviews/<review id>/comments/   files posted with review comments
                   files/reports/<category>/             Reports & Files (report, document, asset)

How to read the JSON files
- Dates and times are ISO 8601 in UTC (2026-03-01T14:05:00.000Z); due dates are days (2026-03-01).
- Ids are the portal's own, so entries can be matched across files (a comment's parentId, a version).
- A person is named with their side: "client" (your company) or "agency". A name is null where the
  account no longer exists.
- A file's "path" is where it is in this zip. It is null if the file could not be read when the zip
  was made.
`;
}
