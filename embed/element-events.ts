import type { MountOptions } from '../src/app';
import type { RaiderPanelEventMap, RaiderPanelEventName } from '../src/instance/panel-events';

/** Dispatches one of the element's events; they leave the shadow root and bubble to `document`. */
export function emitPanelEvent<Name extends RaiderPanelEventName>(
  target: EventTarget,
  name: Name,
  detail: RaiderPanelEventMap[Name]['detail'],
): void {
  target.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
}

/**
 * The app's callbacks for one mount, turned into the element's events: `ready` with the first page
 * (once per mount, so again when the element is put back), then `navigate` for every page; `signup`
 * and `error` as they come.
 */
export function panelEventCallbacks(target: EventTarget, version: string): Pick<MountOptions, 'onNavigate' | 'onSignup' | 'onError'> {
  let ready = false;
  return {
    onNavigate(detail) {
      if (!ready) {
        ready = true;
        emitPanelEvent(target, 'raider-panel:ready', { version, path: detail.path });
      }
      emitPanelEvent(target, 'raider-panel:navigate', detail);
    },
    onSignup: (detail) => emitPanelEvent(target, 'raider-panel:signup', detail),
    onError: (detail) => emitPanelEvent(target, 'raider-panel:error', detail),
  };
}
