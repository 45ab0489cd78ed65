import { useEffect, useState } from 'react';

/**
 * How many of `total` items to render: `first` on the first render, all of them once that render has
 * been painted. Six weeks of raid cards take longer to build than the route switch may (50 ms at 4×
 * CPU); the heading and the first weeks paint at once, the rest follows a frame later, below the fold.
 */
export function useRevealAfterPaint(total: number, first: number): number {
  const [revealed, setRevealed] = useState(false);
  useEffect(() => {
    if (revealed) return;
    // A frame, then a task: after the paint, whichever runtime runs this effect (React runs the effects
    // of a click before the browser paints, Preact after).
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setRevealed(true));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [revealed]);
  return revealed ? total : Math.min(first, total);
}
