import { type KeyboardEvent, type PointerEvent, type Ref, useEffect, useRef, useState } from 'react';
import { cn } from '@/web/lib/cn';
import { clampShare, type SurfaceShape } from './review-model';
import { reviewPageStrings as s } from './review-strings';

/** A thread's mark on the picture or page shown. */
export type SurfaceMark = {
  id: string;
  number: number | null;
  shape: SurfaceShape;
  resolved: boolean;
  /** "Pin 3 · page 2", for its accessible name. */
  label: string;
};

type AnchorLayerProps = {
  marks: readonly SurfaceMark[];
  activeId: string | null;
  /** The mark being placed for a new comment, on this picture or page. */
  draft: SurfaceShape | null;
  /** Given while the user may mark this surface: a click places a pin, a drag draws a box. */
  onPlace?: (shape: SurfaceShape) => void;
  onSelect: (id: string) => void;
  /** On a touch screen, a drag draws a box instead of scrolling (the viewer's "Draw box"). */
  boxMode?: boolean;
};

type Point = { x: number; y: number };
type Drag = { start: Point; current: Point; pointerType: string; moved: boolean };

/** Pixels a pointer must travel before a press becomes a drag (a box) rather than a click (a pin). */
const DRAG_THRESHOLD_PX = 6;
const KEY_STEP = 0.01;

/** The id the mark being placed goes by, for `markDomId` and the viewer's focus requests. */
export const DRAFT_MARK = 'draft';

/** The DOM id of a thread's mark, so the page can scroll it into view. */
export const markDomId = (commentId: string) => `review-mark-${commentId}`;

const boxFrom = (a: Point, b: Point): SurfaceShape => ({
  kind: 'box',
  x: Math.min(a.x, b.x),
  y: Math.min(a.y, b.y),
  width: Math.abs(a.x - b.x),
  height: Math.abs(a.y - b.y),
});

const percent = (share: number) => `${share * 100}%`;

/**
 * The marks over a picture or a PDF page, placed by shares of its width and height so they stay put at any
 * zoom: numbered pins and boxes that open their comment, and, while the user may comment, the layer that
 * places a new pin (click) or box (drag), shown while the comment is written. By keyboard: a button that
 * appears on focus places a pin in the middle; the arrow keys then move it (Shift for larger steps).
 */
export function AnchorLayer({
  marks,
  activeId,
  draft,
  onPlace,
  onSelect,
  boxMode = false,
}: AnchorLayerProps) {
  const layer = useRef<HTMLDivElement>(null);
  const draftButton = useRef<HTMLButtonElement>(null);
  const [drag, setDrag] = useState<Drag | null>(null);
  const [focusDraft, setFocusDraft] = useState(false);

  useEffect(() => {
    if (focusDraft && draft) {
      draftButton.current?.focus();
      setFocusDraft(false);
    }
  }, [focusDraft, draft]);

  // Escape while dragging drops the box being drawn (the page's Escape then removes a placed mark).
  useEffect(() => {
    if (!drag) return;
    const cancel = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') setDrag(null);
    };
    window.addEventListener('keydown', cancel);
    return () => window.removeEventListener('keydown', cancel);
  }, [drag]);

  const pointAt = (event: PointerEvent): Point | null => {
    const rect = layer.current?.getBoundingClientRect();
    if (!rect || rect.width === 0 || rect.height === 0) return null;
    return {
      x: clampShare((event.clientX - rect.left) / rect.width),
      y: clampShare((event.clientY - rect.top) / rect.height),
    };
  };

  const canDrawBox = (pointerType: string) => pointerType !== 'touch' || boxMode;

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (!onPlace || event.button !== 0) return;
    const start = pointAt(event);
    if (!start) return;
    // A mouse keeps the drag when it leaves the file; a finger pans the page unless "Draw box" is on.
    if (canDrawBox(event.pointerType)) event.currentTarget.setPointerCapture(event.pointerId);
    setDrag({ start, current: start, pointerType: event.pointerType, moved: false });
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag) return;
    const current = pointAt(event);
    const rect = layer.current?.getBoundingClientRect();
    if (!current || !rect) return;
    const moved =
      drag.moved ||
      Math.abs(current.x - drag.start.x) * rect.width > DRAG_THRESHOLD_PX ||
      Math.abs(current.y - drag.start.y) * rect.height > DRAG_THRESHOLD_PX;
    setDrag({ ...drag, current, moved });
  };

  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag || !onPlace) return;
    const end = pointAt(event) ?? drag.current;
    setDrag(null);
    if (drag.moved && canDrawBox(drag.pointerType)) onPlace(boxFrom(drag.start, end));
    else if (!drag.moved) onPlace({ kind: 'point', x: end.x, y: end.y });
  };

  const moveDraft = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!draft || !onPlace) return;
    const step = event.shiftKey ? KEY_STEP * 10 : KEY_STEP;
    const delta: Record<string, Point> = {
      ArrowLeft: { x: -step, y: 0 },
      ArrowRight: { x: step, y: 0 },
      ArrowUp: { x: 0, y: -step },
      ArrowDown: { x: 0, y: step },
    };
    const move = delta[event.key];
    if (!move) return;
    event.preventDefault();
    if (draft.kind === 'point') {
      onPlace({ kind: 'point', x: clampShare(draft.x + move.x), y: clampShare(draft.y + move.y) });
    } else {
      onPlace({
        ...draft,
        x: Math.min(1 - draft.width, clampShare(draft.x + move.x)),
        y: Math.min(1 - draft.height, clampShare(draft.y + move.y)),
      });
    }
  };

  const preview = drag?.moved && canDrawBox(drag.pointerType) ? boxFrom(drag.start, drag.current) : null;

  return (
    <div
      ref={layer}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={() => setDrag(null)}
      onLostPointerCapture={() => setDrag(null)}
      className={cn('absolute inset-0 select-none', onPlace ? 'cursor-crosshair' : 'pointer-events-none')}
      style={{ touchAction: onPlace && boxMode ? 'none' : undefined }}
    >
      {onPlace && !draft ? (
        <button
          type="button"
          data-draft-mark
          onClick={() => {
            onPlace({ kind: 'point', x: 0.5, y: 0.5 });
            setFocusDraft(true);
          }}
          className="sr-only z-20 rounded-md bg-white px-3 py-1.5 text-xs font-medium text-slate-900 shadow focus:not-sr-only focus:absolute focus:top-2 focus:left-2"
        >
          {s.placeByKeyboard}
        </button>
      ) : null}
      {marks.map((mark) => (
        <MarkView
          key={mark.id}
          mark={mark}
          active={mark.id === activeId}
          onSelect={() => onSelect(mark.id)}
        />
      ))}
      {draft ? <DraftView shape={draft} buttonRef={draftButton} onKeyDown={moveDraft} /> : null}
      {preview && preview.kind === 'box' ? (
        <div
          aria-hidden
          className="pointer-events-none absolute rounded-sm border-2 border-dashed border-amber-500 bg-amber-400/15"
          style={{
            left: percent(preview.x),
            top: percent(preview.y),
            width: percent(preview.width),
            height: percent(preview.height),
          }}
        />
      ) : null}
    </div>
  );
}

/** Stops a press on a mark from also placing a new one under it. */
const keepPress = (event: PointerEvent) => event.stopPropagation();

function MarkView({ mark, active, onSelect }: { mark: SurfaceMark; active: boolean; onSelect: () => void }) {
  const pinClass = cn(
    'pointer-events-auto flex size-7 cursor-pointer items-center justify-center rounded-full border-2 border-white text-xs font-semibold shadow-md transition-transform',
    mark.resolved ? 'bg-slate-500 text-white' : 'bg-primary text-primary-foreground',
    active && 'scale-110 ring-4 ring-amber-400',
  );
  const button = (
    <button
      type="button"
      aria-label={s.openComment(mark.label)}
      aria-pressed={active}
      onPointerDown={keepPress}
      onClick={onSelect}
      className={pinClass}
    >
      {mark.number ?? '•'}
    </button>
  );
  if (mark.shape.kind === 'point') {
    return (
      <div
        id={markDomId(mark.id)}
        className="absolute z-10 -translate-x-1/2 -translate-y-1/2"
        style={{ left: percent(mark.shape.x), top: percent(mark.shape.y) }}
      >
        {button}
      </div>
    );
  }
  return (
    <div
      id={markDomId(mark.id)}
      className={cn(
        'pointer-events-none absolute rounded-sm border-2',
        mark.resolved ? 'border-slate-500/70 bg-slate-500/5' : 'border-primary bg-primary/10',
        active && 'border-amber-400 bg-amber-300/15 ring-2 ring-amber-400/60',
      )}
      style={{
        left: percent(mark.shape.x),
        top: percent(mark.shape.y),
        width: percent(mark.shape.width),
        height: percent(mark.shape.height),
      }}
    >
      <div className="absolute top-0 left-0 z-10 -translate-x-1/2 -translate-y-1/2">{button}</div>
    </div>
  );
}

function DraftView({
  shape,
  buttonRef,
  onKeyDown,
}: {
  shape: SurfaceShape;
  buttonRef: Ref<HTMLButtonElement>;
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
}) {
  const button = (
    <button
      ref={buttonRef}
      type="button"
      data-draft-mark
      aria-label={shape.kind === 'point' ? s.draftPin : s.draftBox}
      onPointerDown={keepPress}
      onKeyDown={onKeyDown}
      className="pointer-events-auto flex size-7 cursor-move items-center justify-center rounded-full border-2 border-white bg-amber-500 text-sm font-bold text-white shadow-md ring-4 ring-amber-300/60"
    >
      +
    </button>
  );
  if (shape.kind === 'point') {
    return (
      <div
        id={markDomId(DRAFT_MARK)}
        className="absolute z-20 -translate-x-1/2 -translate-y-1/2"
        style={{ left: percent(shape.x), top: percent(shape.y) }}
      >
        {button}
      </div>
    );
  }
  return (
    <div
      id={markDomId(DRAFT_MARK)}
      className="pointer-events-none absolute z-20 rounded-sm border-2 border-dashed border-amber-500 bg-amber-400/15"
      style={{
        left: percent(shape.x),
        top: percent(shape.y),
        width: percent(shape.width),
        height: percent(shape.height),
      }}
    >
      <div className="absolute top-0 left-0 -translate-x-1/2 -translate-y-1/2">{button}</div>
    </div>
  );
}
