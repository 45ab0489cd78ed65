import { paintedScreenAttribute } from '../data/first-screen';

/** Where `keepEarlyClicks` leaves its record: on the document or shadow root it listens on. */
const record = 'raiderPanelEarlyClicks';

interface EarlyClicks {
  clicks: Element[];
  stop(): void;
}

type Listened = (Document | ShadowRoot) & { [record]?: EarlyClicks };

/**
 * Keeps the clicks on the painted first screen's `controls` (a selector) made before the app runs: each
 * is stopped (a painted link would leave the page, a painted button does nothing yet) and the clicked
 * element itself remembered. The app hydrates that very markup, so it clicks the same elements again
 * (`replayEarlyClicks`). The widget's loader calls it for the shadow root it paints; the site's page
 * runs it inline, built from this file, before the body is parsed.
 */
export function keepEarlyClicks(root: Document | ShadowRoot, controls: string): void {
  const clicks: Element[] = [];
  const keep = (event: Event) => {
    const { button, ctrlKey, metaKey, shiftKey, altKey, target } = event as MouseEvent;
    const control = (target as Element).closest?.(controls);
    const painted = root.querySelector(`[${paintedScreenAttribute}]`);
    if (!control || !painted?.contains(control) || button || ctrlKey || metaKey || shiftKey || altKey) return;
    event.preventDefault();
    clicks.push(control);
  };
  root.addEventListener('click', keep);
  (root as Listened)[record] = { clicks, stop: () => root.removeEventListener('click', keep) };
}

/**
 * Stops keeping clicks on `root` and, once the hydrated app's first effects have run (Preact runs them
 * after the next frame: a menu opened before them would be closed again by them), clicks again what was
 * clicked, in order. Returns the cleanup for an unmount before then.
 */
export function replayEarlyClicks(root: Document | ShadowRoot): () => void {
  const kept = (root as Listened)[record];
  delete (root as Listened)[record];
  kept?.stop();
  if (!kept?.clicks.length) return () => {};
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(() => kept.clicks.forEach((control) => control.isConnected && (control as HTMLElement).click()));
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
