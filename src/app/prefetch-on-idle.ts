/** Runs `callback` when the browser is idle (or soon, where `requestIdleCallback` is missing); returns the cancel. */
export function whenIdle(callback: () => void): () => void {
  if (typeof requestIdleCallback === 'function' && typeof cancelIdleCallback === 'function') {
    // The timeout keeps a page that is never idle (animations) from never prefetching.
    const handle = requestIdleCallback(callback, { timeout: 3000 });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(callback, 300);
  return () => clearTimeout(handle);
}

/**
 * Loads the code of the parts a visitor is likely to open next, one at a time and only while the
 * browser is idle after the first paint, so a click on a link paints at once instead of waiting for a
 * chunk (the reference framework prefetches the pages its links point to the same way). Returns the
 * stop, called on unmount: nothing further starts after it.
 */
export function prefetchOnIdle(preloads: Array<() => Promise<unknown>>): () => void {
  let stopped = false;
  let cancel = () => {};
  const next = (index: number) => {
    if (stopped || index >= preloads.length) return;
    cancel = whenIdle(() => {
      // A failed preload is the visit's business (it loads again, with recovery); the next one goes on.
      void preloads[index]!().then(
        () => next(index + 1),
        () => next(index + 1),
      );
    });
  };
  next(0);
  return () => {
    stopped = true;
    cancel();
  };
}
