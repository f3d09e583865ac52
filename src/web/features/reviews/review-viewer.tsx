import { Download, FileText, Film, ImageIcon, SquareDashedMousePointer, X } from 'lucide-react';
import type { ReactNode } from 'react';
import type { ReviewAnchor, ReviewFile, ReviewVersion } from '@/shared/contracts/reviews';
import { cn } from '@/web/lib/cn';
import { formatFileSize } from '@/web/lib/format';
import { Button } from '@/web/ui/button';
import { Card } from '@/web/ui/card';
import { EmptyState } from '@/web/ui/empty-state';
import type { SurfaceMark } from './anchor-layer';
import { ImageViewer } from './image-viewer';
import { PdfViewer } from './pdf-viewer';
import {
  anchorLabel,
  anchorPage,
  type ReviewThread,
  type SurfaceShape,
  shapeAnchor,
  surfaceShape,
} from './review-model';
import { reviewPageStrings as s } from './review-strings';
import { VideoViewer } from './video-viewer';
import type { ViewerSync } from './view-sync';
import type { TimeMark, ViewerFocus } from './viewer-types';

type ReviewViewerProps = {
  version: ReviewVersion;
  file: ReviewFile | undefined;
  onFile: (fileId: string) => void;
  /** The threads shown with this version (the comments panel's, filter included). */
  threads: readonly ReviewThread[];
  activeId: string | null;
  onSelect: (commentId: string) => void;
  /** The mark being placed for a new comment. */
  draft: ReviewAnchor | null;
  /** Given while the user may start a thread: a mark placed on the file becomes the draft. */
  onDraft?: (anchor: ReviewAnchor) => void;
  focus: ViewerFocus | null;
  /** While marking on a touch screen: a drag draws a box instead of scrolling. */
  boxMode?: boolean;
  onBoxMode?: (on: boolean) => void;
  /** Whether the device's main pointer is a finger. */
  touch?: boolean;
  /** Given when compared side by side: the viewer keeps in step with the other side's. */
  sync?: ViewerSync;
};

const kindIcons = { image: ImageIcon, pdf: FileText, video: Film } as const;

/**
 * The selected version's files: a strip to pick one when there are several, and its viewer (picture, PDF or
 * video) with the threads' marks over it.
 */
export function ReviewViewer({
  version,
  file,
  onFile,
  threads,
  activeId,
  onSelect,
  draft,
  onDraft,
  focus,
  boxMode = false,
  onBoxMode,
  touch = false,
  sync,
}: ReviewViewerProps) {
  if (!file) {
    return <EmptyState icon={ImageIcon} title={s.noFiles} />;
  }
  const several = version.files.length > 1;
  const onFileThreads = threads.filter((thread) => thread.root.anchor?.fileId === file.id);
  const draftHere = draft?.fileId === file.id ? draft : null;

  const download = (
    <Button asChild variant="ghost" size="sm">
      <a href={file.downloadUrl} download={file.fileName} aria-label={s.download(file.fileName)}>
        <Download aria-hidden />
        <span className="hidden sm:inline">{s.downloadShort}</span>
      </a>
    </Button>
  );

  let viewer: ReactNode;
  if (file.kind === 'video') {
    const marks = onFileThreads.flatMap(({ root, number }): TimeMark[] => {
      const anchor = root.anchor;
      if (anchor?.kind === 'time') {
        return [
          {
            id: root.id,
            number,
            from: anchor.at,
            to: null,
            resolved: root.resolvedAt !== null,
            label: label(anchor, number),
          },
        ];
      }
      if (anchor?.kind === 'range') {
        return [
          {
            id: root.id,
            number,
            from: anchor.from,
            to: anchor.to,
            resolved: root.resolvedAt !== null,
            label: label(anchor, number),
          },
        ];
      }
      return [];
    });
    const draftSpan =
      draftHere?.kind === 'time'
        ? { from: draftHere.at, to: null }
        : draftHere?.kind === 'range'
          ? { from: draftHere.from, to: draftHere.to }
          : null;
    viewer = (
      <VideoViewer
        key={file.id}
        file={file}
        marks={marks}
        activeId={activeId}
        draft={draftSpan}
        onPlace={onDraft}
        onSelect={onSelect}
        focus={focus}
        toolbarEnd={download}
        sync={sync}
      />
    );
  } else {
    const marks = onFileThreads.flatMap(({ root, number }): (SurfaceMark & { page: number })[] => {
      const shape = root.anchor ? surfaceShape(root.anchor) : null;
      if (!root.anchor || !shape) return [];
      return [
        {
          id: root.id,
          number,
          shape,
          resolved: root.resolvedAt !== null,
          label: label(root.anchor, number),
          page: anchorPage(root.anchor),
        },
      ];
    });
    const draftShape = draftHere ? surfaceShape(draftHere) : null;
    const place = onDraft
      ? (shape: SurfaceShape, page: number | undefined) => onDraft(shapeAnchor(shape, file.id, page))
      : undefined;
    const toolbarEnd = (
      <>
        {place && touch && onBoxMode ? (
          <Button
            variant={boxMode ? 'secondary' : 'ghost'}
            size="sm"
            aria-pressed={boxMode}
            onClick={() => onBoxMode(!boxMode)}
          >
            <SquareDashedMousePointer aria-hidden />
            {s.drawBox}
          </Button>
        ) : null}
        {download}
      </>
    );
    const props = {
      file,
      marks,
      activeId,
      draft: draftHere && draftShape ? { shape: draftShape, page: anchorPage(draftHere) } : null,
      onPlace: place,
      onSelect,
      focus,
      boxMode,
      toolbarEnd,
      sync,
    };
    viewer =
      file.kind === 'pdf' ? <PdfViewer key={file.id} {...props} /> : <ImageViewer key={file.id} {...props} />;
  }

  return (
    <Card className="overflow-hidden">
      {several ? (
        <div className="border-b px-2 py-2">
          <ul aria-label={s.files} className="flex gap-2 overflow-x-auto pb-0.5">
            {version.files.map((one, index) => {
              const Icon = kindIcons[one.kind];
              const selected = one.id === file.id;
              return (
                <li key={one.id} className="shrink-0">
                  <button
                    type="button"
                    aria-pressed={selected}
                    onClick={() => onFile(one.id)}
                    title={`${one.fileName} · ${formatFileSize(one.fileSize)}`}
                    className={cn(
                      'flex max-w-48 cursor-pointer items-center gap-2 rounded-md border px-2 py-1.5 text-left text-xs transition-colors',
                      selected
                        ? 'border-primary bg-brand-50 text-slate-900'
                        : 'border-slate-200 bg-white text-slate-700 hover:bg-slate-50',
                    )}
                  >
                    {one.kind === 'image' ? (
                      <img
                        src={one.url}
                        alt=""
                        loading="lazy"
                        className="size-8 shrink-0 rounded object-cover"
                      />
                    ) : (
                      <span className="flex size-8 shrink-0 items-center justify-center rounded bg-slate-100 text-slate-500">
                        <Icon className="size-4" aria-hidden />
                      </span>
                    )}
                    <span className="min-w-0">
                      <span className="block truncate font-medium">{one.fileName}</span>
                      <span className="block text-slate-600">
                        {index + 1} / {version.files.length}
                      </span>
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}
      {viewer}
      {onDraft && file.kind !== 'video' ? (
        <p className="border-t px-3 py-2 text-xs text-muted-foreground">
          {touch ? s.placeHintTouch : s.placeHint}
        </p>
      ) : null}
    </Card>
  );
}

const label = (anchor: ReviewAnchor, number: number | null) => anchorLabel(anchor, number);

/** A preview of the thread picked on the file, under the viewer, for a phone where the thread is far below. */
export function ActiveThreadPreview({
  thread,
  onOpen,
  onClose,
}: {
  thread: ReviewThread;
  onOpen: () => void;
  onClose: () => void;
}) {
  return (
    <div role="status" className="flex items-start gap-3 rounded-lg border border-amber-200 bg-amber-50 p-3">
      <div className="min-w-0 flex-1">
        <p className="text-xs font-medium text-amber-900">
          {thread.root.anchor ? anchorLabel(thread.root.anchor, thread.number) : s.generalComment} ·{' '}
          {thread.root.author.name}
        </p>
        <p className="mt-0.5 line-clamp-2 text-sm text-slate-800">{thread.root.body}</p>
        <Button variant="link" size="sm" className="mt-1 h-auto p-0 text-xs" onClick={onOpen}>
          {s.goToThread}
        </Button>
      </div>
      <button
        type="button"
        onClick={onClose}
        aria-label={s.closeActive}
        className="cursor-pointer rounded p-0.5 text-amber-900/70 hover:bg-amber-100 hover:text-amber-900"
      >
        <X className="size-4" aria-hidden />
      </button>
    </div>
  );
}
