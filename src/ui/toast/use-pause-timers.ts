import { useEffect, type RefObject } from 'react';
import type { ToastStore } from './toast-store';

/**
 * Holds the toasts' timers while the pointer is over the region, while focus is inside it and while
 * the window is blurred; each is its own pause reason, so leaving with the pointer while focus stays
 * inside keeps the timers held. Listeners start on mount and leave on unmount.
 */
export function usePauseTimers(regionRef: RefObject<HTMLElement | null>, store: ToastStore): void {
  useEffect(() => {
    const region = regionRef.current;
    if (!region) return;
    const onFocusOut = (event: FocusEvent) => {
      // Moving between toasts (or to a close button) stays inside: still paused.
      if (event.relatedTarget instanceof Node && region.contains(event.relatedTarget)) return;
      store.resume('focus');
    };
    // Each listener once: the same list adds them and takes them away again.
    const listeners: Array<[EventTarget, string, (event: never) => void]> = [
      [region, 'pointerenter', () => store.pause('pointer')],
      [region, 'pointerleave', () => store.resume('pointer')],
      [region, 'focusin', () => store.pause('focus')],
      [region, 'focusout', onFocusOut],
      [window, 'blur', () => store.pause('window')],
      [window, 'focus', () => store.resume('window')],
    ];
    for (const [target, type, listener] of listeners) target.addEventListener(type, listener as EventListener);
    return () => {
      for (const [target, type, listener] of listeners) target.removeEventListener(type, listener as EventListener);
      // A toaster that goes away must not leave the store paused for good.
      for (const reason of ['pointer', 'focus', 'window'] as const) store.resume(reason);
    };
  }, [regionRef, store]);
}
