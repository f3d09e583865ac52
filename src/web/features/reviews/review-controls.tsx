import { Columns2 } from 'lucide-react';
import type { Review, ReviewVersion } from '@/shared/contracts/reviews';
import { Button } from '@/web/ui/button';
import { ApprovalRecordDialog } from './approval-record-dialog';
import { NewVersionDialog } from './new-version-dialog';
import { latestVersionOf } from './review-model';
import type { ReviewSide } from './review-side';
import { reviewPageStrings as s } from './review-strings';
import { VersionSwitcher } from './version-switcher';

type ReviewControlsProps = {
  review: Review;
  side: ReviewSide;
  /** The version shown, when not comparing. */
  version: ReviewVersion;
  /** The version beside the latest, when comparing. */
  compared: ReviewVersion | undefined;
  onVersion: (number: number | null) => void;
  onCompare: (number: number | null) => void;
};

/**
 * Under the review's header: which version is shown (or, comparing, which one is beside the latest), the
 * Compare toggle, the record, and for staff the next version.
 */
export function ReviewControls({
  review,
  side,
  version,
  compared,
  onVersion,
  onCompare,
}: ReviewControlsProps) {
  const latest = latestVersionOf(review);
  const earlierVersions = review.versions.slice(0, -1);
  // Compare starts with the version being looked at, or else the one before the latest.
  const startWith = version === latest ? earlierVersions.at(-1) : version;
  const canSendVersion = side === 'admin' && review.state !== 'approved';

  // With one version there is nothing to pick; the empty span keeps the buttons at the end of the row.
  const picker = !startWith ? (
    <span />
  ) : compared ? (
    <VersionSwitcher
      label={s.compareWith}
      versions={earlierVersions}
      latest={latest?.number}
      value={compared.number}
      onChange={onCompare}
    />
  ) : (
    <VersionSwitcher versions={review.versions} value={version.number} onChange={onVersion} />
  );

  return (
    <>
      {picker}
      <div className="flex flex-wrap items-center gap-2">
        {startWith ? (
          <Button
            variant={compared ? 'secondary' : 'outline'}
            size="sm"
            aria-pressed={compared !== undefined}
            onClick={() => onCompare(compared ? null : startWith.number)}
          >
            <Columns2 aria-hidden />
            {s.compare}
          </Button>
        ) : null}
        <ApprovalRecordDialog review={review} />
        {canSendVersion ? <NewVersionDialog review={review} onSent={() => onVersion(null)} /> : null}
      </div>
    </>
  );
}
