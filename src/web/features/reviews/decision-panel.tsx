import { zodResolver } from '@hookform/resolvers/zod';
import { CircleCheck, CircleDot, Lock, MessageSquareWarning, Send } from 'lucide-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { decideReviewSchema, type Review, type ReviewVersion } from '@/shared/contracts/reviews';
import {
  REVIEW_NOTE_MAX_LENGTH,
  type ReviewDecision,
  reviewDecisionDoneLabels,
  reviewDecisionLabels,
  reviewDecisions,
  reviewMessages,
  reviewRuleLabels,
} from '@/shared/domain/reviews';
import { cn } from '@/web/lib/cn';
import { formatDateTime } from '@/web/lib/format';
import { Avatar } from '@/web/ui/avatar';
import { Badge } from '@/web/ui/badge';
import { Button } from '@/web/ui/button';
import { Card } from '@/web/ui/card';
import { FormField } from '@/web/ui/form-field';
import { Textarea } from '@/web/ui/textarea';
import { useDecideReview } from './api/decide-review';
import { GuestBadge, shownName } from './guest-badge';
import { reviewPageStrings as s } from './review-strings';

type DecisionPanelProps = {
  review: Review;
  version: ReviewVersion;
  onLatest: boolean;
};

type ReviewDecisionEntry = ReviewVersion['decisions'][number];

const decisionVariants = {
  approved: 'success',
  approved_with_changes: 'success',
  changes_requested: 'danger',
} as const;

/**
 * Who decides and what each said about the version shown; a named reviewer's own decision while the latest
 * version awaits it. A decided version is locked.
 */
export function DecisionPanel({ review, version, onLatest }: DecisionPanelProps) {
  const decidedBy = new Map(version.decisions.map((entry) => [entry.reviewer.id, entry]));
  const rows: { id: string; name: string; guest: boolean; entry: ReviewDecisionEntry | undefined }[] =
    onLatest
      ? [
          ...review.reviewers.map((reviewer) => ({
            id: reviewer.id,
            name: shownName(reviewer),
            guest: reviewer.guest,
            entry: decidedBy.get(reviewer.id),
          })),
          // Someone who decided and is no longer named still shows what they said.
          ...version.decisions
            .filter((entry) => !review.reviewers.some((reviewer) => reviewer.id === entry.reviewer.id))
            .map((entry) => ({
              id: entry.reviewer.id,
              name: shownName(entry.reviewer),
              guest: entry.reviewer.guest,
              entry,
            })),
        ]
      : version.decisions.map((entry) => ({
          id: entry.reviewer.id,
          name: shownName(entry.reviewer),
          guest: entry.reviewer.guest,
          entry,
        }));
  const locked = version.state !== 'awaiting_review';

  return (
    <Card className="p-4 sm:p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h2 className="text-base font-semibold text-slate-900">
          {onLatest ? s.reviewers : s.decisionsOn(version.number)}
        </h2>
        <p className="text-xs text-muted-foreground">{reviewRuleLabels[review.rule]}</p>
      </div>
      {locked ? (
        <p className="mt-3 flex items-start gap-2 rounded-md bg-slate-50 px-3 py-2 text-sm text-slate-700">
          <Lock className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden />
          {version.decidedAt ? s.lockedOn(formatDateTime(version.decidedAt)) : reviewMessages.versionLocked}
        </p>
      ) : null}
      {rows.length === 0 ? (
        <p className="mt-3 text-sm text-muted-foreground">{onLatest ? s.noReviewers : s.noDecisions}</p>
      ) : (
        <ul className="mt-3 space-y-3">
          {rows.map((row) => (
            <li key={row.id} className="flex items-start gap-3">
              <Avatar name={row.name} className="size-8 [&_span]:text-xs" />
              <div className="min-w-0 flex-1">
                <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
                  <span className="truncate text-sm font-medium text-slate-900">{row.name}</span>
                  {row.guest ? <GuestBadge /> : null}
                  {row.entry ? (
                    <Badge variant={decisionVariants[row.entry.decision]}>
                      {reviewDecisionDoneLabels[row.entry.decision]}
                    </Badge>
                  ) : (
                    <Badge variant={locked ? 'neutral' : 'warning'}>
                      {locked ? s.noDecision : s.waiting}
                    </Badge>
                  )}
                </div>
                {row.entry ? (
                  <time dateTime={row.entry.decidedAt} className="text-xs text-muted-foreground">
                    {formatDateTime(row.entry.decidedAt)}
                  </time>
                ) : null}
                {row.entry?.note ? (
                  <p className="mt-1 rounded-md bg-slate-50 px-2.5 py-1.5 text-sm whitespace-pre-line break-words text-slate-700 [overflow-wrap:anywhere]">
                    {row.entry.note}
                  </p>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
      {onLatest && review.canDecide ? <DecisionForm reviewId={review.id} /> : null}
    </Card>
  );
}

type DecisionValues = z.input<typeof decideReviewSchema>;
type DecisionOutput = z.output<typeof decideReviewSchema>;

const decisionIcons: Record<ReviewDecision, typeof CircleCheck> = {
  approved: CircleCheck,
  approved_with_changes: CircleDot,
  changes_requested: MessageSquareWarning,
};

/** Approve, approve with changes (a note), or request changes (a note is required, as the server checks). */
function DecisionForm({ reviewId }: { reviewId: string }) {
  const id = useId();
  const decide = useDecideReview(reviewId);
  const {
    register,
    handleSubmit,
    watch,
    clearErrors,
    formState: { errors },
  } = useForm<DecisionValues, unknown, DecisionOutput>({
    resolver: zodResolver(decideReviewSchema),
    defaultValues: { note: '' },
    reValidateMode: 'onSubmit',
  });
  const decision = watch('decision');
  const withNote = decision === 'approved_with_changes' || decision === 'changes_requested';

  const submit = handleSubmit((input) => {
    if (decide.isPending) return;
    const note = input.decision === 'approved' ? undefined : input.note || undefined;
    decide.mutate({ decision: input.decision, note });
  });

  return (
    <form onSubmit={submit} noValidate className="mt-4 space-y-3 border-t pt-4">
      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-slate-900">{s.decision}</legend>
        <div className="grid gap-2">
          {reviewDecisions.map((option) => {
            const Icon = decisionIcons[option];
            return (
              <label
                key={option}
                className="flex cursor-pointer items-center gap-3 rounded-lg border border-slate-200 bg-white px-3 py-2.5 text-sm font-medium text-slate-800 transition-colors hover:bg-slate-50 has-checked:border-primary has-checked:bg-brand-50 has-focus-visible:outline-2 has-focus-visible:outline-ring"
              >
                <input
                  type="radio"
                  value={option}
                  disabled={decide.isPending}
                  className="size-4 accent-primary"
                  {...register('decision', { onChange: () => clearErrors('note') })}
                />
                <Icon
                  className={cn(
                    'size-4 shrink-0',
                    option === 'changes_requested' ? 'text-red-600' : 'text-emerald-600',
                  )}
                  aria-hidden
                />
                {reviewDecisionLabels[option]}
              </label>
            );
          })}
        </div>
      </fieldset>
      {withNote ? (
        <FormField
          id={`${id}-note`}
          label={decision === 'changes_requested' ? s.noteLabel : s.noteOptionalLabel}
          mark={decision === 'changes_requested' ? 'required' : 'optional'}
          hint={s.noteHint}
          error={errors.note?.message}
        >
          <Textarea
            rows={3}
            maxLength={REVIEW_NOTE_MAX_LENGTH}
            readOnly={decide.isPending}
            {...register('note', { onChange: () => clearErrors('note') })}
          />
        </FormField>
      ) : null}
      <p className="text-xs text-muted-foreground">{s.decisionHint}</p>
      <Button type="submit" className="w-full" disabled={!decision || decide.isPending}>
        <Send aria-hidden />
        {decide.isPending ? s.saving : decision ? reviewDecisionLabels[decision] : s.chooseDecision}
      </Button>
    </form>
  );
}
