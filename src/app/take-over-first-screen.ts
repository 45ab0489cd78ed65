import { keptClicks, paintedScreenAttribute, type FirstScreen } from '../data/first-screen';
import type { PrecompiledStyles } from './create-app';

/** The first screen the loader painted into `shadowRoot`, if it did. */
export function findPaintedScreen(shadowRoot: ShadowRoot): Element | undefined {
  return [...shadowRoot.children].find((child) => child.hasAttribute(paintedScreenAttribute));
}

/** A painted screen's component rules, for the app to take as compiled (`CreateAppOptions.precompiledStyles`). */
export function precompiledStylesOf(screen: FirstScreen): PrecompiledStyles | undefined {
  if (!Array.isArray(screen.styleNames) || typeof screen.componentCssStart !== 'number') return undefined;
  return { css: screen.css.slice(screen.componentCssStart), names: screen.styleNames };
}

/** How the app's own tree waits beside a painted screen: laid out at full width, unseen, out of the flow. */
const waitingStyle: Record<string, string> = { position: 'absolute', top: '0', left: '0', right: '0', visibility: 'hidden' };

/**
 * Takes over a first screen rendered ahead of time: `painted`, the `[data-first-screen]` root the
 * script-tag loader painted into a widget's shadow root (`root`, with the sheets it adopted), or the one
 * in the standalone site's HTML (`root` is the document). The app renders into `target` beside it, unseen;
 * as soon as a render has put the page's heading in (a mutation observer's callback runs before the
 * browser paints again), the painted screen goes and the app's shows, in that same task: no frame is
 * blank and nothing moves, as both are the same markup with the same CSS. Keyboard focus moves to the
 * same element of the app's tree, and the links and buttons clicked on the painted screen are clicked
 * again on the app's, in order. Returns the cleanup for an unmount before the swap, which removes the
 * painted screen too.
 */
export function takeOverFirstScreen(root: DocumentOrShadowRoot, painted: Element, target: HTMLElement): () => void {
  // Only the loader adopts sheets into our shadow root, and only for the painted screen (none on the site).
  const paintedSheets = root.adoptedStyleSheets;
  for (const [property, value] of Object.entries(waitingStyle)) target.style.setProperty(property, value);

  const removePainted = () => {
    observer.disconnect();
    painted.remove();
    if (paintedSheets.length > 0) root.adoptedStyleSheets = root.adoptedStyleSheets.filter((sheet) => !paintedSheets.includes(sheet));
    for (const property of Object.keys(waitingStyle)) target.style.removeProperty(property);
  };
  const swap = () => {
    if (!target.querySelector('h1')) return;
    const active = root.activeElement;
    const focusedAt = active && painted.contains(active) ? [...painted.querySelectorAll('*')].indexOf(active) : -1;
    const clicks = keptClicks(painted);
    removePainted();
    // The same markup: the element at the same place in the app's tree is the one the raider used.
    const counterpart = (place: number) => {
      const element = place >= 0 ? target.querySelectorAll('*')[place] : undefined;
      return element instanceof HTMLElement ? element : undefined;
    };
    counterpart(focusedAt)?.focus({ preventScroll: true });
    if (clicks.length === 0) return;
    // After the first render's effects (Preact runs them after the next frame), which set the
    // components' starting state: a menu opened before them would be closed again by them.
    requestAnimationFrame(() =>
      setTimeout(() => {
        if (target.isConnected) for (const place of clicks) counterpart(place)?.click();
      }),
    );
  };
  const observer = new MutationObserver(swap);
  observer.observe(target, { childList: true, subtree: true });
  return () => {
    if (painted.isConnected) removePainted();
  };
}
