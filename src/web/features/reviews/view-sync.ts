import { type RefObject, useEffect, useMemo, useState } from 'react';
import type { Zoom } from './viewer-frame';

// Two viewers kept in step, for comparing versions side by side: what one side does, the other does too.

/**
 * What one side tells the other as it happens: where its frame is scrolled to (the middle of what shows, as
 * shares of the content), or what its video did and at which second.
 */
export type SyncEvent =
  | { kind: 'pan'; x: number; y: number }
  | { kind: 'play' | 'pause' | 'seek'; at: number };

type Listener = (event: SyncEvent) => void;

/** One side's part of a pair: the zoom and the PDF page both sides share, and the line to the other side. */
export type ViewerSync = {
  /** 'fit', or a share of the file's actual size (1 is 100%), whatever the file's kind. */
  zoom: Zoom;
  onZoom: (zoom: Zoom) => void;
  page: number;
  onPage: (page: number) => void;
  /** Tells the other side. */
  send: (event: SyncEvent) => void;
  /** Hears the other side until the returned function is called. */
  listen: (listener: Listener) => () => void;
};

/** Two sides in step: the zoom and page are state; pans and playback go straight to the other side's viewer. */
export function useViewerPair(): readonly [ViewerSync, ViewerSync] {
  const [zoom, setZoom] = useState<Zoom>('fit');
  const [page, setPage] = useState(1);
  const [lines] = useState(() => {
    const line = (own: Set<Listener>, other: Set<Listener>) => ({
      send: (event: SyncEvent) => {
        for (const listener of other) listener(event);
      },
      listen: (listener: Listener) => {
        own.add(listener);
        return () => void own.delete(listener);
      },
    });
    const first = new Set<Listener>();
    const second = new Set<Listener>();
    return [line(first, second), line(second, first)] as const;
  });
  return useMemo(() => {
    const shared = { zoom, onZoom: setZoom, page, onPage: setPage };
    return [
      { ...shared, ...lines[0] },
      { ...shared, ...lines[1] },
    ] as const;
  }, [lines, zoom, page]);
}

/** The zoom a picture or PDF viewer shows, as its own scale: its own choice, or the pair's when in step. */
export function useViewerZoom(sync: ViewerSync | undefined, actual = 1): [Zoom, (zoom: Zoom) => void] {
  const [own, setOwn] = useState<Zoom>('fit');
  if (!sync) return [own, setOwn];
  const toShare = (zoom: Zoom) => (zoom === 'fit' ? 'fit' : zoom / actual);
  return [sync.zoom === 'fit' ? 'fit' : sync.zoom * actual, (zoom) => sync.onZoom(toShare(zoom))];
}

/** Pixels of difference below which two scroll positions are the same. */
const PAN_SLACK_PX = 2;

/**
 * Keeps a frame's scroll in step with the other side's. A scroll the other side asked for is not told
 * back, so a side that cannot scroll as far (a smaller picture) never pulls the other one back.
 */
export function usePanSync(frame: RefObject<HTMLElement | null>, sync: ViewerSync | undefined) {
  const send = sync?.send;
  const listen = sync?.listen;
  useEffect(() => {
    const element = frame.current;
    if (!element || !send || !listen) return;
    let asked: { left: number; top: number } | null = null;
    const onScroll = () => {
      const { scrollLeft, scrollTop } = element;
      if (
        asked &&
        Math.abs(scrollLeft - asked.left) < PAN_SLACK_PX &&
        Math.abs(scrollTop - asked.top) < PAN_SLACK_PX
      )
        return;
      asked = null;
      send({
        kind: 'pan',
        x: (scrollLeft + element.clientWidth / 2) / element.scrollWidth,
        y: (scrollTop + element.clientHeight / 2) / element.scrollHeight,
      });
    };
    element.addEventListener('scroll', onScroll, { passive: true });
    const stop = listen((event) => {
      if (event.kind !== 'pan') return;
      const left = event.x * element.scrollWidth - element.clientWidth / 2;
      const top = event.y * element.scrollHeight - element.clientHeight / 2;
      if (
        Math.abs(element.scrollLeft - left) < PAN_SLACK_PX &&
        Math.abs(element.scrollTop - top) < PAN_SLACK_PX
      )
        return;
      element.scrollTo({ left, top });
      // Where it could go: a frame scrolls no further than its content.
      asked = { left: element.scrollLeft, top: element.scrollTop };
    });
    return () => {
      element.removeEventListener('scroll', onScroll);
      stop();
    };
  }, [frame, send, listen]);
}
