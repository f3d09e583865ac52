import { markDomId } from './anchor-layer';

const behavior = (): ScrollBehavior =>
  window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';

/**
 * Brings a thread's mark into sight: the frame scrolls to put it in the middle, and the page scrolls the
 * frame into view (on a phone, from the comments below it).
 */
export function showMark(frame: HTMLElement | null, commentId: string) {
  const mark = document.getElementById(markDomId(commentId));
  if (!frame || !mark) return;
  const box = frame.getBoundingClientRect();
  const spot = mark.getBoundingClientRect();
  frame.scrollBy({
    left: spot.left + spot.width / 2 - (box.left + box.width / 2),
    top: spot.top + spot.height / 2 - (box.top + box.height / 2),
    behavior: behavior(),
  });
  frame.scrollIntoView({ block: 'nearest', behavior: behavior() });
}
