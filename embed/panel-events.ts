import type { RaiderPanelEventMap, RaiderPanelEventName } from '../src/app/panel-events';

/** Dispatches one of the element's events; they leave the shadow root and bubble to `document`. */
export function emitPanelEvent<Name extends RaiderPanelEventName>(
  target: EventTarget,
  name: Name,
  detail: RaiderPanelEventMap[Name]['detail'],
): void {
  target.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
}
