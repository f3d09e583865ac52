import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import type { Review } from '@/shared/contracts/reviews';
import { latestVersionOf } from './review-model';

/**
 * What the review page shows, kept in its address: `?version=N` an earlier version (read-only), `?compare=N`
 * the latest beside version N. The latest drops `?version`, so a newer one is shown when it comes.
 */
export function useReviewLocation(review: Review) {
  const [params, setParams] = useSearchParams();
  const latest = latestVersionOf(review);
  const compared = Number(params.get('compare'));
  const earlier = review.versions.find((one) => one.number === compared && one !== latest);
  // Comparing, the page's own version is the latest: the one the comment form and decisions are for.
  const version =
    (earlier ? undefined : review.versions.find((one) => one.number === Number(params.get('version')))) ??
    latest;

  const change = useCallback(
    (edit: (next: URLSearchParams) => void) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          edit(next);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  /** Shows a version by its number (the latest for null), leaving the comparison. */
  const setVersion = useCallback(
    (number: number | null) =>
      change((next) => {
        next.delete('compare');
        if (number === null || number === latest?.number) next.delete('version');
        else next.set('version', String(number));
      }),
    [change, latest?.number],
  );

  /** Shows the latest version beside an earlier one, or (null) the page as it was. */
  const setCompared = useCallback(
    (number: number | null) =>
      change((next) => {
        next.delete('version');
        if (number === null) next.delete('compare');
        else next.set('compare', String(number));
      }),
    [change],
  );

  return { latest, version, earlier, setVersion, setCompared };
}
