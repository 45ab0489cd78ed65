/**
 * Moving focus to a page's heading after the page changed (WCAG 2.4.3): a keyboard or screen-reader
 * user lands at the top of the new content instead of on a link that no longer means anything, or on
 * `<body>` when the focused control was removed. Framework-free: it works on the instance's root element.
 */

/** The element that has focus, looking into the shadow root the instance lives in. */
export function focusedElement(root: HTMLElement): Element | null {
  const tree = root.getRootNode() as Document | ShadowRoot;
  return tree.activeElement;
}

/** Focus is on `<body>` or nowhere: the focused element was removed, or nothing was focused yet. */
function focusIsLost(root: HTMLElement): boolean {
  const active = root.ownerDocument.activeElement;
  return active === null || active === root.ownerDocument.body;
}

/**
 * Whether the instance may take focus for a change it is about to show. Only when the raider is working
 * in it: focus inside the instance, or (`orLost`, the standalone site, which owns the page) lost to
 * `<body>`. A widget never takes focus from its host page, e.g. when the host changes its `route`.
 */
export function mayMoveFocus(root: HTMLElement, { orLost }: { orLost: boolean }): boolean {
  const active = focusedElement(root);
  if (active !== null && root.contains(active)) return true;
  return orLost && focusIsLost(root);
}

/**
 * Focuses the instance's `<h1>` as soon as it is in the DOM (a lazily loaded page renders it later),
 * unless the raider moved focus themselves in the meantime. Returns a function that stops waiting.
 * The heading gets `tabindex="-1"`: focusable from script, never a Tab stop.
 */
export function focusHeadingWhenShown(root: HTMLElement, { timeout = 10_000 }: { timeout?: number } = {}): () => void {
  const focusedBefore = focusedElement(root);
  const attempt = (): boolean => {
    const heading = root.querySelector('h1');
    if (!heading) return false;
    const focusedNow = focusedElement(root);
    const movedByRaider = focusedNow !== focusedBefore && focusedNow !== null && !focusIsLost(root);
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
