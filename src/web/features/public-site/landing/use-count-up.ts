import { type RefObject, useEffect, useState } from 'react';

export const COUNT_UP_MS = 2000;
const HALF_VISIBLE = 0.5;

const easeOut = (t: number) => 1 - (1 - t) ** 3;

/**
 * SPEC §2/§9: numbers count up over 2000 ms, starting when the element is half visible. Until
 * JavaScript runs (and for visitors who prefer reduced motion) they show their final values, so
 * people and crawlers without JavaScript read the real numbers.
 *
 * Hydration itself changes nothing: the numbers are set back to zero by the observer's first report,
 * a moment later, so the hydrating page is not rendered and laid out a second time straight away.
 */
export function useCountUp(ref: RefObject<HTMLElement | null>, duration = COUNT_UP_MS) {
  const [progress, setProgress] = useState(1);

  useEffect(() => {
    const element = ref.current;
    if (!element || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    let frame = 0;
    let firstReport = true;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry) return;
        const halfVisible = entry.intersectionRatio >= HALF_VISIBLE;
        // Out of sight at first: start from zero, so the count is there to see on arrival.
        if (firstReport && !halfVisible) setProgress(0);
        firstReport = false;
        if (!halfVisible) return;
        observer.disconnect();
        const start = performance.now();
        const tick = (now: number) => {
          const t = Math.min(1, (now - start) / duration);
          setProgress(easeOut(t));
          if (t < 1) frame = requestAnimationFrame(tick);
        };
        frame = requestAnimationFrame(tick);
      },
      { threshold: HALF_VISIBLE },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [ref, duration]);

  return progress;
}
