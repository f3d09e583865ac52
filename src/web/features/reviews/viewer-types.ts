import type { ReactNode } from 'react';
import type { ReviewAnchor, ReviewFile } from '@/shared/contracts/reviews';
import type { SurfaceMark } from './anchor-layer';
import type { SurfaceShape } from './review-model';
import type { ViewerSync } from './view-sync';

/** A request to show a thread's mark: its file's viewer pages, scrolls or seeks to it. `key` makes each one new. */
export type ViewerFocus = { commentId: string; anchor: ReviewAnchor; key: number };

/** What the picture and PDF viewers take. */
export type SurfaceViewerProps = {
  file: ReviewFile;
  /** The marks on this file, with the page each is on (1 for a picture). */
  marks: readonly (SurfaceMark & { page: number })[];
  activeId: string | null;
  /** The mark being placed for a new comment, if it is on this file. */
  draft: { shape: SurfaceShape; page: number } | null;
  /** Given while the user may mark this file; `page` only for a PDF. */
  onPlace?: (shape: SurfaceShape, page: number | undefined) => void;
  onSelect: (commentId: string) => void;
  focus: ViewerFocus | null;
  /** A touch screen's drag draws a box. */
  boxMode: boolean;
  /** The viewer's own toolbar ends with these (draw box, download). */
  toolbarEnd: ReactNode;
  /** Given when compared side by side: zoom, pan and page follow the other side. */
  sync?: ViewerSync;
};

/** A moment or a stretch of a video, as the timeline shows it. */
export type TimeMark = {
  id: string;
  number: number | null;
  from: number;
  /** null for a moment. */
  to: number | null;
  resolved: boolean;
  label: string;
};
