/**
 * What comes just before a click on a link: a pointer over it (a mouse, or a finger as it touches the
 * screen: touch fires pointer events too) or keyboard focus on it.
 */
const intentEvents = ['pointerover', 'focusin'] as const;

/**
 * Calls `preload` when a visitor shows they are about to follow a link matching `selector` inside
 * `root`, while `wanted()` holds: the code behind it starts loading a moment before the click (a hover
 * lasts long enough for a small chunk), without every visit downloading it. `preload` may be called
 * again; it must load once. Returns the cleanup.
 */
export function preloadOnIntent(root: HTMLElement, selector: string, wanted: () => boolean, preload: () => unknown): () => void {
  const onIntent = (event: Event) => {
    if (event.target instanceof Element && event.target.closest(selector) && wanted()) void preload();
  };
  for (const type of intentEvents) root.addEventListener(type, onIntent, { passive: true });
  return () => {
    for (const type of intentEvents) root.removeEventListener(type, onIntent);
  };
}
