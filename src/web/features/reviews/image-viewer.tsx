import { ImageOff } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Skeleton } from '@/web/ui/skeleton';
import { AnchorLayer } from './anchor-layer';
import { FileFailed } from './file-failed';
import { reviewPageStrings as s } from './review-strings';
import { showMark } from './show-mark';
import { usePanSync, useViewerZoom } from './view-sync';
import { fitScale, useFrameRoom, useKeepCentre, ViewerFrame, ZoomControls } from './viewer-frame';
import type { SurfaceViewerProps } from './viewer-types';

type Size = { width: number; height: number };

/**
 * A picture at the size the reviewer picks (fit, 100%, or a step either way), its comments' marks drawn
 * over it at the same shares of its width and height whatever the zoom.
 */
export function ImageViewer({
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
  const room = useFrameRoom(frame);
  const [zoom, setZoom] = useViewerZoom(sync);
  const [natural, setNatural] = useState<Size | null>(null);
  const [failed, setFailed] = useState(false);
  // Fit never blows a small picture up: past its own size it only blurs.
  const scale = natural ? (zoom === 'fit' ? fitScale(natural, room, 1) : zoom) : 1;
  useKeepCentre(frame, scale);
  usePanSync(frame, sync);

  const shown = useRef<number | null>(null);
  useEffect(() => {
    if (!focus || !natural || shown.current === focus.key) return;
    shown.current = focus.key;
    requestAnimationFrame(() => showMark(frame.current, focus.commentId));
  }, [focus, natural]);

  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-2 border-b px-2 py-1.5">
        <ZoomControls zoom={zoom} scale={scale} onZoom={setZoom} />
        <div className="flex items-center gap-1">{toolbarEnd}</div>
      </div>
      <ViewerFrame frameRef={frame} maxHeight={room.maxHeight}>
        {failed ? (
          <FileFailed icon={ImageOff} title={s.imageFailed} file={file} />
        ) : (
          <div
            className="relative shrink-0 bg-white shadow-sm"
            style={natural ? { width: natural.width * scale, height: natural.height * scale } : undefined}
          >
            {natural ? null : (
              <div role="status" aria-label={s.loadingFile(file.fileName)}>
                <Skeleton className="h-64 w-80 max-w-full" />
              </div>
            )}
            <img
              src={file.url}
              alt={file.fileName}
              draggable={false}
              onLoad={(event) =>
                setNatural({
                  width: event.currentTarget.naturalWidth || 1,
                  height: event.currentTarget.naturalHeight || 1,
                })
              }
              onError={() => setFailed(true)}
              className={natural ? 'block size-full select-none' : 'hidden'}
            />
            {natural ? (
              <AnchorLayer
                marks={marks}
                activeId={activeId}
                draft={draft?.shape ?? null}
                onPlace={onPlace ? (shape) => onPlace(shape, undefined) : undefined}
                onSelect={onSelect}
                boxMode={boxMode}
              />
            ) : null}
          </div>
        )}
      </ViewerFrame>
    </div>
  );
}
