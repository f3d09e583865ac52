import { ChevronLeft, ChevronRight, FileWarning } from 'lucide-react';
import type { PDFDocumentLoadingTask, PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/web/ui/button';
import { Skeleton } from '@/web/ui/skeleton';
import { AnchorLayer } from './anchor-layer';
import { FileFailed } from './file-failed';
import { anchorPage } from './review-model';
import { reviewPageStrings as s } from './review-strings';
import { showMark } from './show-mark';
import { usePanSync, useViewerZoom } from './view-sync';
import { fitScale, useFrameRoom, useKeepCentre, ViewerFrame, ZoomControls } from './viewer-frame';
import type { SurfaceViewerProps } from './viewer-types';

/** PDF.js's 100%: a PDF point is 1/72 inch, a CSS pixel 1/96. */
const ACTUAL_SIZE = 96 / 72;
/** Fit may enlarge a small page (it is drawn, not scaled), up to this. */
const FIT_CAP = 3 * ACTUAL_SIZE;
/** A page's canvas holds at most this many pixels, so a deep zoom on a phone does not run out of memory. */
const MAX_CANVAS_PIXELS = 16_777_216;

type PdfModule = typeof import('./pdf-js');

/**
 * A PDF's pages drawn in the browser by PDF.js (loaded with this viewer only), one page at a time with its
 * comments' marks over it; the marks of other pages show when the reviewer turns to them.
 */
export function PdfViewer({
  file,
  marks,
  activeId,
  draft,
  onPlace,
  onSelect,
  focus,
  boxMode,
  toolbarEnd,
  sync,
}: SurfaceViewerProps) {
  const frame = useRef<HTMLDivElement>(null);
  const holder = useRef<HTMLDivElement>(null);
  const room = useFrameRoom(frame);
  const [pdf, setPdf] = useState<{ module: PdfModule; doc: PDFDocumentProxy } | null>(null);
  const [failed, setFailed] = useState(false);
  const [ownPage, setOwnPage] = useState(() =>
    focus?.anchor.fileId === file.id ? anchorPage(focus.anchor) : 1,
  );
  // Side by side, the page is the pair's: turning one turns both.
  const page = sync?.page ?? ownPage;
  const setPage = sync?.onPage ?? setOwnPage;
  const [proxy, setProxy] = useState<PDFPageProxy | null>(null);
  const [rendered, setRendered] = useState<{ page: number; scale: number } | null>(null);
  const [zoom, setZoom] = useViewerZoom(sync, ACTUAL_SIZE);

  // Open the document; closing the viewer (or another file) ends its loading and its worker.
  useEffect(() => {
    let task: PDFDocumentLoadingTask | undefined;
    let cancelled = false;
    setPdf(null);
    setFailed(false);
    import('./pdf-js')
      .then((module) => {
        if (cancelled) return;
        task = module.openPdf(file.url);
        return task.promise.then((doc) => {
          if (!cancelled) setPdf({ module, doc });
        });
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
      void task?.destroy();
    };
  }, [file.url]);

  const pages = pdf?.doc.numPages ?? 0;
  const pageShown = pages > 0 ? Math.min(Math.max(1, page), pages) : page;

  useEffect(() => {
    if (!pdf) return;
    let cancelled = false;
    pdf.doc
      .getPage(pageShown)
      .then((next) => {
        if (!cancelled) setProxy(next);
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
    };
  }, [pdf, pageShown]);

  const base = proxy?.getViewport({ scale: 1 });
  const size = base ? { width: base.width, height: base.height } : null;
  const scale = size ? (zoom === 'fit' ? fitScale(size, room, FIT_CAP) : zoom) : 1;
  useKeepCentre(frame, scale);
  usePanSync(frame, sync);

  // Draw the page into a fresh canvas and swap it in when done: the page shown stays until then.
  useEffect(() => {
    if (!pdf || !proxy || !holder.current) return;
    const target = holder.current;
    const viewport = proxy.getViewport({ scale });
    const pixelRatio = Math.min(
      window.devicePixelRatio || 1,
      Math.sqrt(MAX_CANVAS_PIXELS / Math.max(1, viewport.width * viewport.height)),
    );
    const canvas = document.createElement('canvas');
    canvas.width = Math.floor(viewport.width * pixelRatio);
    canvas.height = Math.floor(viewport.height * pixelRatio);
    canvas.className = 'block size-full';
    canvas.setAttribute('aria-hidden', 'true');
    const task = proxy.render({
      canvas,
      viewport,
      transform: pixelRatio === 1 ? undefined : [pixelRatio, 0, 0, pixelRatio, 0, 0],
    });
    task.promise
      .then(() => {
        target.replaceChildren(canvas);
        setRendered({ page: proxy.pageNumber, scale });
      })
      .catch((error: unknown) => {
        if (!pdf.module.isRenderingCancelled(error)) setFailed(true);
      });
    return () => task.cancel();
  }, [pdf, proxy, scale]);

  // A thread's mark asked for: turn to its page, then bring it into sight once that page is drawn.
  const asked = useRef<number | null>(null);
  useEffect(() => {
    if (!focus || focus.anchor.fileId !== file.id || asked.current === focus.key) return;
    const wanted = anchorPage(focus.anchor);
    if (wanted !== pageShown) {
      setPage(wanted);
      return;
    }
    if (rendered?.page !== wanted) return;
    asked.current = focus.key;
    requestAnimationFrame(() => showMark(frame.current, focus.commentId));
  }, [focus, file.id, pageShown, rendered, setPage]);

  const onPage = marks.filter((mark) => mark.page === pageShown);
  const ready = size !== null && rendered?.page === pageShown;

  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-2 border-b px-2 py-1.5">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <div className="flex items-center gap-1">
            <Button
              variant="ghost"
              size="icon"
              className="size-8"
              aria-label={s.previousPage}
              disabled={pageShown <= 1}
              onClick={() => setPage(pageShown - 1)}
            >
              <ChevronLeft aria-hidden />
            </Button>
            <span
              className="min-w-20 text-center text-xs font-medium text-slate-600 tabular-nums"
              aria-live="polite"
            >
              {pages > 0 ? s.pageOf(pageShown, pages) : '…'}
            </span>
            <Button
              variant="ghost"
              size="icon"
              className="size-8"
              aria-label={s.nextPage}
              disabled={pages === 0 || pageShown >= pages}
              onClick={() => setPage(pageShown + 1)}
            >
              <ChevronRight aria-hidden />
            </Button>
          </div>
          <ZoomControls zoom={zoom} scale={scale} onZoom={setZoom} actual={ACTUAL_SIZE} />
        </div>
        <div className="flex items-center gap-1">{toolbarEnd}</div>
      </div>
      <ViewerFrame frameRef={frame} maxHeight={room.maxHeight}>
        {failed ? (
          <FileFailed icon={FileWarning} title={s.pdfFailed} file={file} />
        ) : size ? (
          <div
            className="relative shrink-0 bg-white shadow-sm"
            style={{ width: size.width * scale, height: size.height * scale }}
          >
            <div ref={holder} className="size-full" />
            {ready ? (
              <AnchorLayer
                marks={onPage}
                activeId={activeId}
                draft={draft && draft.page === pageShown ? draft.shape : null}
                onPlace={onPlace ? (shape) => onPlace(shape, pageShown) : undefined}
                onSelect={onSelect}
                boxMode={boxMode}
              />
            ) : (
              <div role="status" aria-label={s.loadingFile(file.fileName)} className="absolute inset-0">
                <Skeleton className="size-full rounded-none" />
              </div>
            )}
          </div>
        ) : (
          <div role="status" aria-label={s.loadingFile(file.fileName)}>
            <Skeleton className="h-96 w-72 max-w-full" />
          </div>
        )}
      </ViewerFrame>
    </div>
  );
}
