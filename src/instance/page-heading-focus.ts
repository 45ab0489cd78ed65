/**
 * Moving focus to a page's heading after the page changed (WCAG 2.4.3): a keyboard or screen-reader
 * user lands at the top of the new content instead of on a link that no longer means anything, or on
 * `<body>` when the focused control was removed. Framework-free: it works on the instance's root element.
 */

/** The element that has focus in the whole page, looking into open shadow roots (a widget's). */
function deepActiveElement(doc: Document): Element | null {
  let active = doc.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

/** Focus is on `<body>` or nowhere: the focused element was removed, or nothing was focused yet. */
function isLost(active: Element | null, doc: Document): boolean {
  return active === null || active === doc.body;
}

/**
 * Whether the instance may take focus for a change it is about to show. Only when the raider is working
 * in it: focus inside the instance, or (`orLost`, the standalone site, which owns the page) lost to
 * `<body>`. A widget never takes focus from its host page, e.g. when the host changes its `route`.
 */
export function mayMoveFocus(root: HTMLElement, { orLost }: { orLost: boolean }): boolean {
  const active = deepActiveElement(root.ownerDocument);
  if (active !== null && root.contains(active)) return true;
  return orLost && isLost(active, root.ownerDocument);
}

/**
 * Focuses the instance's `<h1>` as soon as it is in the DOM (a lazily loaded page renders it later),
 * unless the raider put focus somewhere else in the meantime (in the app or in the host page). Returns a
 * function that stops waiting. The heading gets `tabindex="-1"`: focusable from script, never a Tab stop.
 */
export function focusHeadingWhenShown(root: HTMLElement, { timeout = 10_000 }: { timeout?: number } = {}): () => void {
  const doc = root.ownerDocument;
  const focusedBefore = deepActiveElement(doc);
  const attempt = (): boolean => {
    const heading = root.querySelector('h1');
    if (!heading) return false;
    const focusedNow = deepActiveElement(doc);
    const movedByRaider = focusedNow !== focusedBefore && !isLost(focusedNow, doc);
    if (!movedByRaider) {
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus();
    }
    return true;
  };
  if (attempt()) return () => {};
  const observer = new MutationObserver(() => {
    if (attempt()) stop();
  });
  const timer = setTimeout(stop, timeout);
  function stop(): void {
    observer.disconnect();
    clearTimeout(timer);
  }
  observer.observe(root, { childList: true, subtree: true });
  return stop;
}
