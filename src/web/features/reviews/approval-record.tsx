import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';
import type { Review, ReviewComment, ReviewGuest, ReviewVersion } from '@/shared/contracts/reviews';
import { reviewDecisionDoneLabels, reviewRuleLabels, reviewStateLabels } from '@/shared/domain/reviews';
import { formatDate, formatDateTime } from '@/web/lib/format';
import { anchorLabel, latestVersionOf, threadNumbers } from './review-model';
import { guestReviewStrings as g, reviewPageStrings as s } from './review-strings';

/** A version's or the review's outcome and when it came ("Approved on Mar 3, 2026 • 4:05 PM"). */
function outcome(version: ReviewVersion) {
  const state = reviewStateLabels[version.state];
  return version.decidedAt ? s.recordOn(state, formatDateTime(version.decidedAt)) : s.recordUndecided(state);
}

/**
 * The review's record, as a sheet to read or print: what was asked, and for each version who sent what,
 * which comments it addressed, who decided what and when, and the outcome. The sheet's title is its
 * dialog's title.
 */
export function ApprovalRecord({ review, kind }: { review: Review; kind: string }) {
  const latest = latestVersionOf(review);
  const numbers = threadNumbers(review.comments);
  const byId = new Map(review.comments.map((comment) => [comment.id, comment]));
  // The record names people, never 'You': the reviewers' names stand in for the reader's own comments.
  const names = new Map(review.reviewers.map((reviewer) => [reviewer.id, reviewer.name]));
  const authorOf = (comment: ReviewComment) =>
    (comment.author.id && names.get(comment.author.id)) || comment.author.name;

  return (
    <article className="text-sm text-slate-800 [overflow-wrap:anywhere] print:text-black">
      <header className="border-b border-slate-300 pb-4">
        <Dialog.Title asChild>
          <h2>
            <span className="block text-xs font-semibold tracking-wide text-slate-500 uppercase print:text-slate-700">
              {kind}
            </span>
            <span className="sr-only">: </span>
            <span className="mt-1 block text-2xl font-semibold tracking-tight text-slate-900 print:text-black">
              {review.title}
            </span>
          </h2>
        </Dialog.Title>
        <dl className="mt-4 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1.5">
          <Fact term={s.recordClient}>{review.clientName}</Fact>
          <Fact term={s.recordDue}>{review.dueDate ? formatDate(review.dueDate) : s.recordNoDue}</Fact>
          <Fact term={s.recordRule}>{reviewRuleLabels[review.rule]}</Fact>
          <Fact term={s.reviewers}>
            {review.reviewers.length > 0
              ? review.reviewers.map((reviewer) => reviewer.name).join(', ')
              : s.noReviewers}
          </Fact>
          {review.guests.length > 0 ? (
            <Fact term={g.recordGuests}>
              <ul className="space-y-0.5">
                {review.guests.map((guest) => (
                  <li key={guest.id}>{guestRecord(guest)}</li>
                ))}
              </ul>
            </Fact>
          ) : null}
          {latest ? (
            <Fact term={s.recordOutcome}>
              <strong className="font-semibold text-slate-900 print:text-black">{outcome(latest)}</strong>
            </Fact>
          ) : null}
        </dl>
        {review.brief ? (
          <div className="mt-4">
            <h3 className="text-xs font-semibold text-slate-500 uppercase print:text-slate-700">{s.brief}</h3>
            <p className="mt-1 whitespace-pre-line">{review.brief}</p>
          </div>
        ) : null}
      </header>
      <ol className="divide-y divide-slate-200">
        {review.versions.map((version) => (
          <VersionRecord
            key={version.id}
            version={version}
            addressed={version.addressedCommentIds.flatMap((id) => byId.get(id) ?? [])}
            numbers={numbers}
            authorOf={authorOf}
          />
        ))}
      </ol>
      <p className="mt-6 border-t border-slate-300 pt-3 text-xs text-slate-500 print:text-slate-700">
        {s.recordMade(formatDateTime(new Date()))}
      </p>
    </article>
  );
}

/** A guest's part in the record: who invited them and when, whether they confirmed, and how it ended. */
function guestRecord(guest: ReviewGuest) {
  const events = [
    g.recordInvited(guest.invitedBy, formatDateTime(guest.invitedAt)),
    guest.confirmedAt ? g.recordConfirmed(formatDateTime(guest.confirmedAt)) : g.recordNotConfirmed,
  ];
  if (guest.removedAt) events.push(g.recordRemoved(guest.removedBy ?? '', formatDateTime(guest.removedAt)));
  else if (guest.state === 'expired') events.push(g.recordExpired(formatDateTime(guest.expiresAt)));
  return `${guest.name} (${guest.email}): ${events.join('; ')}`;
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-slate-500 print:text-slate-700">{term}</dt>
      <dd className="min-w-0">{children}</dd>
    </>
  );
}

function VersionRecord({
  version,
  addressed,
  numbers,
  authorOf,
}: {
  version: ReviewVersion;
  addressed: ReviewComment[];
  numbers: Map<string, number>;
  authorOf: (comment: ReviewComment) => string;
}) {
  return (
    <li className="py-5 print:break-inside-avoid-page">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h3 className="text-base font-semibold text-slate-900 print:text-black">
          {s.recordVersion(version.number)}
        </h3>
        <p className="font-medium">{outcome(version)}</p>
      </div>
      <p className="mt-0.5 text-slate-600 print:text-slate-800">
        {s.sentBy(version.sentBy, formatDateTime(version.sentAt))}
      </p>
      {version.note ? (
        <p className="mt-2 border-l-2 border-slate-300 pl-3 whitespace-pre-line">{version.note}</p>
      ) : null}
      <Part title={s.recordFiles}>
        <ul className="list-disc space-y-0.5 pl-5">
          {version.files.map((file) => (
            <li key={file.id}>{file.fileName}</li>
          ))}
        </ul>
      </Part>
      {addressed.length > 0 ? (
        <Part title={s.recordAddressed}>
          <ul className="list-disc space-y-1 pl-5">
            {addressed.map((comment) => (
              <li key={comment.id}>
                <span className="text-slate-600 print:text-slate-800">
                  {s.fromVersion(comment.versionNumber)}
                  {comment.anchor ? ` · ${anchorLabel(comment.anchor, numbers.get(comment.id) ?? null)}` : ''}
                  {` · ${authorOf(comment)}: `}
                </span>
                {comment.body}
              </li>
            ))}
          </ul>
        </Part>
      ) : null}
      <Part title={s.recordDecisions}>
        {version.decisions.length === 0 ? (
          <p className="text-slate-600 print:text-slate-800">{s.noDecisions}</p>
        ) : (
          <ul className="space-y-2">
            {version.decisions.map((entry) => (
              <li key={entry.reviewer.id} className="break-inside-avoid">
                <p>
                  <span className="font-medium text-slate-900 print:text-black">{entry.reviewer.name}</span>
                  {`: ${reviewDecisionDoneLabels[entry.decision]} · `}
                  <time dateTime={entry.decidedAt} className="text-slate-600 print:text-slate-800">
                    {formatDateTime(entry.decidedAt)}
                  </time>
                </p>
                {entry.note ? <p className="mt-0.5 whitespace-pre-line italic">“{entry.note}”</p> : null}
              </li>
            ))}
          </ul>
        )}
      </Part>
    </li>
  );
}

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mt-3">
      <h4 className="mb-1 text-xs font-semibold text-slate-500 uppercase print:text-slate-700">{title}</h4>
      {children}
    </div>
  );
}
