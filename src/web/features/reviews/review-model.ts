import type {
  Review,
  ReviewAnchor,
  ReviewComment,
  ReviewFile,
  ReviewVersion,
} from '@/shared/contracts/reviews';
import { reviewPageStrings as s } from './review-strings';

// The review page's reading of a Review: threads, their numbers and where they point. No React here.

/** A thread: its first comment, the replies after it (oldest first), and whether it came from an earlier version. */
export type ReviewThread = {
  root: ReviewComment;
  replies: ReviewComment[];
  /** The thread's number among the marked threads of its version (pins, boxes, moments), else null. */
  number: number | null;
  /** A thread of an earlier version still open, shown on the latest. */
  carried: boolean;
};

/** A mark on a file, in the file's own terms. */
export type SurfaceShape =
  | { kind: 'point'; x: number; y: number }
  | { kind: 'box'; x: number; y: number; width: number; height: number };

export const latestVersionOf = (review: Review): ReviewVersion | undefined => review.versions.at(-1);

/** Whether the latest version takes new threads: it awaits review. Replies go on until the review is approved. */
export function commentingOf(review: Review, viewed: ReviewVersion) {
  const latest = latestVersionOf(review);
  const onLatest = latest !== undefined && viewed.id === latest.id;
  return {
    onLatest,
    canStartThread: onLatest && latest.state === 'awaiting_review',
    canReply: onLatest && review.state !== 'approved',
  };
}

/** Each marked first comment's number within its version, in the order they were made. */
export function threadNumbers(comments: readonly ReviewComment[]): Map<string, number> {
  const next = new Map<string, number>();
  const numbers = new Map<string, number>();
  for (const comment of comments) {
    if (comment.parentId !== null || comment.anchor === null) continue;
    const number = (next.get(comment.versionId) ?? 0) + 1;
    next.set(comment.versionId, number);
    numbers.set(comment.id, number);
  }
  return numbers;
}

/**
 * The threads the page shows with a version: its own, and on the latest, the threads of earlier versions
 * that are still open ("carried over"). Replies join their thread whichever version they landed on.
 */
export function threadsFor(review: Review, version: ReviewVersion): ReviewThread[] {
  const latest = latestVersionOf(review);
  const numbers = threadNumbers(review.comments);
  const replies = new Map<string, ReviewComment[]>();
  for (const comment of review.comments) {
    if (comment.parentId === null) continue;
    replies.set(comment.parentId, [...(replies.get(comment.parentId) ?? []), comment]);
  }
  const thread = (root: ReviewComment, carried: boolean): ReviewThread => ({
    root,
    replies: replies.get(root.id) ?? [],
    number: numbers.get(root.id) ?? null,
    carried,
  });
  const roots = review.comments.filter((comment) => comment.parentId === null);
  const own = roots.filter((root) => root.versionId === version.id).map((root) => thread(root, false));
  if (!latest || latest.id !== version.id) return own;
  const carried = roots
    .filter((root) => root.versionNumber < version.number && root.resolvedAt === null)
    .map((root) => thread(root, true));
  return [...own, ...carried];
}

/** Threads that are still open: the ones a new version may say it addressed. */
export function openThreads(review: Review): ReviewThread[] {
  const latest = latestVersionOf(review);
  if (!latest) return [];
  return threadsFor(review, latest).filter(
    (thread) => thread.root.resolvedAt === null && thread.root.addressedIn === null,
  );
}

/** The version holding a file, and the file. */
export function findFileIn(
  versions: readonly ReviewVersion[],
  fileId: string,
): { version: ReviewVersion; file: ReviewFile } | undefined {
  for (const version of versions) {
    const file = version.files.find((one) => one.id === fileId);
    if (file) return { version, file };
  }
  return undefined;
}

/** Seconds as a player shows them: 0:07, 1:05, 1:02:09. */
export function formatMediaTime(seconds: number) {
  const whole = Math.max(0, Math.floor(seconds));
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const sec = String(whole % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${sec}` : `${m}:${sec}`;
}

/** "Pin 3 · page 2", "Box 1", "0:12", "0:12–0:18": how a mark reads on its comment. */
export function anchorLabel(anchor: ReviewAnchor, number: number | null) {
  switch (anchor.kind) {
    case 'point':
    case 'box': {
      const name =
        number === null
          ? anchor.kind === 'point'
            ? s.pinUnnumbered
            : s.boxUnnumbered
          : anchor.kind === 'point'
            ? s.pin(number)
            : s.box(number);
      return anchor.page !== undefined ? `${name} · ${s.page(anchor.page)}` : name;
    }
    case 'time':
      return formatMediaTime(anchor.at);
    case 'range':
      return `${formatMediaTime(anchor.from)}–${formatMediaTime(anchor.to)}`;
  }
}

/** Where a mark starts on a video, or null for a mark on a picture or a page. */
export function anchorTime(anchor: ReviewAnchor): number | null {
  if (anchor.kind === 'time') return anchor.at;
  if (anchor.kind === 'range') return anchor.from;
  return null;
}

/** A picture's or page's mark as drawn, or null for a moment on a video. */
export function surfaceShape(anchor: ReviewAnchor): SurfaceShape | null {
  if (anchor.kind === 'point') return { kind: 'point', x: anchor.x, y: anchor.y };
  if (anchor.kind === 'box') {
    return { kind: 'box', x: anchor.x, y: anchor.y, width: anchor.width, height: anchor.height };
  }
  return null;
}

/** The page a mark is on: 1 for a picture's mark or a PDF mark without one. */
export const anchorPage = (anchor: ReviewAnchor) => ('page' in anchor ? (anchor.page ?? 1) : 1);

/** A drawn shape as the anchor the server takes, on this file (and page, for a PDF). */
export function shapeAnchor(shape: SurfaceShape, fileId: string, page: number | undefined): ReviewAnchor {
  const round = (share: number) => Math.round(Math.min(1, Math.max(0, share)) * 10_000) / 10_000;
  if (shape.kind === 'point') return { kind: 'point', fileId, page, x: round(shape.x), y: round(shape.y) };
  const x = round(shape.x);
  const y = round(shape.y);
  return {
    kind: 'box',
    fileId,
    page,
    x,
    y,
    width: round(Math.min(shape.width, 1 - x)),
    height: round(Math.min(shape.height, 1 - y)),
  };
}

export const clampShare = (share: number) => Math.min(1, Math.max(0, share));
