import { ArrowLeftRight, Clock, MapPin, SquareDashed } from 'lucide-react';
import type { ReviewAnchor } from '@/shared/contracts/reviews';
import { cn } from '@/web/lib/cn';
import { anchorLabel } from './review-model';
import { reviewPageStrings as s } from './review-strings';

const icons = { point: MapPin, box: SquareDashed, time: Clock, range: ArrowLeftRight } as const;

type AnchorChipProps = {
  anchor: ReviewAnchor;
  number: number | null;
  /** The file's name, when the version holds several. */
  fileName?: string;
  /** The version the mark is on, when it is not the one shown. */
  fromVersion?: number;
  /** Shows the mark on the file; without it the chip is only a label. */
  onShow?: () => void;
  active?: boolean;
  className?: string;
};

/** Where a comment points ("Pin 3 · page 2", "0:12–0:18"); pressed, the viewer shows the mark. */
export function AnchorChip({
  anchor,
  number,
  fileName,
  fromVersion,
  onShow,
  active,
  className,
}: AnchorChipProps) {
  const Icon = icons[anchor.kind];
  const label = [
    fromVersion === undefined ? null : s.fromVersion(fromVersion),
    anchorLabel(anchor, number),
    fileName,
  ]
    .filter(Boolean)
    .join(' · ');
  const look = cn(
    'inline-flex max-w-full items-center gap-1.5 rounded-full border px-2 py-0.5 text-xs font-medium',
    active ? 'border-amber-300 bg-amber-50 text-amber-900' : 'border-slate-200 bg-slate-50 text-slate-700',
    className,
  );
  const content = (
    <>
      {number !== null ? (
        <span
          aria-hidden
          className="flex size-4 shrink-0 items-center justify-center rounded-full bg-primary text-[10px] font-semibold text-primary-foreground"
        >
          {number}
        </span>
      ) : (
        <Icon className="size-3.5 shrink-0" aria-hidden />
      )}
      <span className="truncate">{label}</span>
    </>
  );
  if (!onShow) return <span className={look}>{content}</span>;
  return (
    <button
      type="button"
      onClick={onShow}
      className={cn(look, 'cursor-pointer hover:border-slate-300 hover:bg-slate-100')}
    >
      {content}
      <span className="sr-only">{s.showAnchorSuffix}</span>
    </button>
  );
}
