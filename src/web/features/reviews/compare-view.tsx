import { Columns2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import type { Review, ReviewVersion } from '@/shared/contracts/reviews';
import { formatDateTime } from '@/web/lib/format';
import { ReviewStateBadge } from './review-header';
import { type ReviewThread, threadsFor } from './review-model';
import { reviewPageStrings as s } from './review-strings';
import { ActiveThreadPreview, ReviewViewer } from './review-viewer';
import { useViewerPair, type ViewerSync } from './view-sync';

type CompareViewProps = {
  review: Review;
  earlier: ReviewVersion;
  latest: ReviewVersion;
  /** Leaves the comparison for the thread, shown in the page as usual. */
  onOpenThread: (thread: ReviewThread) => void;
};

/**
 * The latest version beside an earlier one (stacked on a phone), each with its own marks, read-only: the
 * files at the same position, zoomed, scrolled, paged and played in step.
 */
export function CompareView({ review, earlier, latest, onOpenThread }: CompareViewProps) {
  const [earlierSync, latestSync] = useViewerPair();
  const [position, setPosition] = useState(0);
  const [activeId, setActiveId] = useState<string | null>(null);

  const pickFile = (version: ReviewVersion, fileId: string) => {
    setPosition(
      Math.max(
        0,
        version.files.findIndex((file) => file.id === fileId),
      ),
    );
    earlierSync.onPage(1);
  };

  const pane = (version: ReviewVersion, sync: ViewerSync) => (
    <ComparePane
      review={review}
      version={version}
      isLatest={version === latest}
      position={position}
      onFile={(fileId) => pickFile(version, fileId)}
      sync={sync}
      activeId={activeId}
      onSelect={setActiveId}
      onOpenThread={onOpenThread}
    />
  );

  return (
    <div className="space-y-3">
      <p className="flex items-start gap-2 text-sm text-muted-foreground">
        <Columns2 className="mt-0.5 size-4 shrink-0" aria-hidden />
        {s.compareHint}
      </p>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        {pane(earlier, earlierSync)}
        {pane(latest, latestSync)}
      </div>
    </div>
  );
}

type ComparePaneProps = {
  review: Review;
  version: ReviewVersion;
  isLatest: boolean;
  /** The file's position in its version: the same on both sides, or the last file of a shorter version. */
  position: number;
  onFile: (fileId: string) => void;
  sync: ViewerSync;
  activeId: string | null;
  onSelect: (commentId: string | null) => void;
  onOpenThread: (thread: ReviewThread) => void;
};

function ComparePane({
  review,
  version,
  isLatest,
  position,
  onFile,
  sync,
  activeId,
  onSelect,
  onOpenThread,
}: ComparePaneProps) {
  const threads = useMemo(() => threadsFor(review, version), [review, version]);
  const file = version.files[Math.min(position, version.files.length - 1)];
  const active = threads.find((thread) => thread.root.id === activeId);
  const name = s.compareSide(version.number, isLatest);

  return (
    <section aria-label={name} className="min-w-0 space-y-3">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h2 className="text-base font-semibold text-slate-900">{name}</h2>
        <ReviewStateBadge state={version.state} />
        <time dateTime={version.sentAt} className="text-xs text-muted-foreground">
          {formatDateTime(version.sentAt)}
        </time>
      </div>
      <ReviewViewer
        version={version}
        file={file}
        onFile={onFile}
        threads={threads}
        activeId={activeId}
        onSelect={onSelect}
        draft={null}
        focus={null}
        sync={sync}
      />
      {active ? (
        <ActiveThreadPreview
          thread={active}
          onOpen={() => onOpenThread(active)}
          onClose={() => onSelect(null)}
        />
      ) : null}
    </section>
  );
}
