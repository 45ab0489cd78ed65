/**
 * What comes just before a click on a link: a pointer over it (a mouse, or a finger as it touches the
 * screen: touch fires pointer events too) or keyboard focus on it.
 */
const intentEvents = ['pointerover', 'focusin'] as const;

/** The app's path of a link as the app writes it (`/raider` in memory, `#/raider` on the site); none for another address. */
const appPathOfLink = /^#?(\/[^?#]*)/;

/**
 * Calls `preload` when a visitor shows they are about to follow a link inside `root` whose path in the
 * app `wanted` accepts (asked at that moment): the code behind it starts loading a moment before the
 * click (a hover lasts long enough for a small chunk), without every visit downloading it. A link to
 * another site (a guild's text may have one) is never the app's. `preload` may be called again; it must
 * load once. Returns the cleanup.
 */
export function preloadOnIntent(root: HTMLElement, wanted: (path: string) => boolean, preload: () => unknown): () => void {
  const onIntent = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    const path = link?.getAttribute('href')?.match(appPathOfLink)?.[1];
    if (path !== undefined && wanted(path)) void preload();
  };
  for (const type of intentEvents) root.addEventListener(type, onIntent, { passive: true });
  return () => {
    for (const type of intentEvents) root.removeEventListener(type, onIntent);
  };
}
