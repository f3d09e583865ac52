import { Minus, Plus } from 'lucide-react';
import { type ReactNode, type RefObject, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { cn } from '@/web/lib/cn';
import { Button } from '@/web/ui/button';
import { reviewPageStrings as s } from './review-strings';

/** 'fit' shows the whole picture or page in the frame; a number is a scale (1 is 100%). */
export type Zoom = 'fit' | number;

const ZOOM_STEPS = [0.1, 0.25, 0.33, 0.5, 0.67, 0.75, 1, 1.25, 1.5, 2, 3, 4, 6];
const EPSILON = 0.001;
/** The frame's padding around the picture or page, each side (Tailwind's p-4). */
export const FRAME_PADDING_PX = 16;

/**
 * The frame's room: its width as laid out, and the height a picture may take so the viewer stays within
 * the window (most of it on a desktop, where it stays in view beside the comments; 60% on a phone, where
 * the comments follow below).
 */
export function useFrameRoom(frame: RefObject<HTMLElement | null>) {
  const [width, setWidth] = useState(0);
  const [maxHeight, setMaxHeight] = useState(() => frameMaxHeight());
  // Measured before the first paint, so a picture never shows at its full size for a frame.
  useLayoutEffect(() => {
    const element = frame.current;
    if (!element) return;
    const measure = () => setWidth(element.clientWidth);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    const onResize = () => setMaxHeight(frameMaxHeight());
    window.addEventListener('resize', onResize);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', onResize);
    };
  }, [frame]);
  return { width, maxHeight };
}

function frameMaxHeight() {
  if (typeof window === 'undefined') return 600;
  const wide = window.matchMedia('(min-width: 1024px)').matches;
  // Desktop: the window less the top bar, the viewer's toolbars and some air; a phone: 60% of it.
  return Math.max(280, Math.round(wide ? window.innerHeight - 220 : window.innerHeight * 0.6));
}

/** The scale that fits `size` into the frame's room (never above `cap`). */
export function fitScale(
  size: { width: number; height: number },
  room: { width: number; maxHeight: number },
  cap: number,
) {
  const width = room.width - FRAME_PADDING_PX * 2;
  const height = room.maxHeight - FRAME_PADDING_PX * 2;
  if (width <= 0 || size.width <= 0 || size.height <= 0) return 1;
  return Math.min(cap, width / size.width, height / size.height);
}

export const zoomIn = (scale: number) => ZOOM_STEPS.find((step) => step > scale + EPSILON) ?? scale;
export const zoomOut = (scale: number) => ZOOM_STEPS.findLast((step) => step < scale - EPSILON) ?? scale;

type ZoomControlsProps = {
  zoom: Zoom;
  /** The scale shown now, 'fit' included. */
  scale: number;
  onZoom: (zoom: Zoom) => void;
  /** The scale that is "100%" (a PDF's is 96/72 of its points). */
  actual?: number;
};

/** Fit, 100%, and a step smaller or larger, with the scale shown as a share of the actual size. */
export function ZoomControls({ zoom, scale, onZoom, actual = 1 }: ZoomControlsProps) {
  const relative = scale / actual;
  return (
    <div className="flex items-center gap-1">
      <Button
        variant="ghost"
        size="icon"
        className="size-8"
        aria-label={s.zoomOut}
        disabled={zoomOut(relative) === relative}
        onClick={() => onZoom(zoomOut(relative) * actual)}
      >
        <Minus aria-hidden />
      </Button>
      <span className="w-12 text-center text-xs font-medium text-slate-600 tabular-nums" aria-live="polite">
        {s.zoomLevel(Math.round(relative * 100))}
      </span>
      <Button
        variant="ghost"
        size="icon"
        className="size-8"
        aria-label={s.zoomIn}
        disabled={zoomIn(relative) === relative}
        onClick={() => onZoom(zoomIn(relative) * actual)}
      >
        <Plus aria-hidden />
      </Button>
      <Button
        variant={zoom === 'fit' ? 'secondary' : 'ghost'}
        size="sm"
        aria-pressed={zoom === 'fit'}
        onClick={() => onZoom('fit')}
      >
        {s.fit}
      </Button>
      <Button
        variant={zoom !== 'fit' && Math.abs(relative - 1) < EPSILON ? 'secondary' : 'ghost'}
        size="sm"
        aria-pressed={zoom !== 'fit' && Math.abs(relative - 1) < EPSILON}
        onClick={() => onZoom(actual)}
      >
        {s.actualSize}
      </Button>
    </div>
  );
}

type FrameProps = {
  frameRef: RefObject<HTMLDivElement | null>;
  maxHeight: number;
  /** The picture or page and its marks, at its scaled size. */
  children: ReactNode;
  className?: string;
};

/**
 * The grey frame a picture or page sits in, scrolling both ways once zoomed past it (by keyboard too). The
 * content is centred while smaller than the frame, and starts at its left edge once wider, so none of it is
 * out of reach.
 */
export function ViewerFrame({ frameRef, maxHeight, children, className }: FrameProps) {
  return (
    <div
      ref={frameRef}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a zoomed picture or page scrolls by keyboard too, marks on it or not
      tabIndex={0}
      className={cn('overflow-auto overscroll-contain bg-slate-100', className)}
      style={{ maxHeight }}
    >
      <div className="flex w-max min-w-full justify-center p-4">{children}</div>
    </div>
  );
}

/** The scroll position kept when the scale changes, so zooming stays on what was in the middle. */
export function useKeepCentre(frame: RefObject<HTMLDivElement | null>, scale: number) {
  const previous = useRef(scale);
  useEffect(() => {
    const element = frame.current;
    const before = previous.current;
    previous.current = scale;
    if (!element || before === scale || before <= 0) return;
    const ratio = scale / before;
    const centreX = element.scrollLeft + element.clientWidth / 2;
    const centreY = element.scrollTop + element.clientHeight / 2;
    element.scrollLeft = centreX * ratio - element.clientWidth / 2;
    element.scrollTop = centreY * ratio - element.clientHeight / 2;
  }, [frame, scale]);
}
