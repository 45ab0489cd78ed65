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
    const onPointerEnter = () => store.pause('pointer');
    const onPointerLeave = () => store.resume('pointer');
    const onFocusIn = () => store.pause('focus');
    const onFocusOut = (event: FocusEvent) => {
      // Moving between toasts (or to a close button) stays inside: still paused.
      if (event.relatedTarget instanceof Node && region.contains(event.relatedTarget)) return;
      store.resume('focus');
    };
    const onWindowBlur = () => store.pause('window');
    const onWindowFocus = () => store.resume('window');

    region.addEventListener('pointerenter', onPointerEnter);
    region.addEventListener('pointerleave', onPointerLeave);
    region.addEventListener('focusin', onFocusIn);
    region.addEventListener('focusout', onFocusOut);
    window.addEventListener('blur', onWindowBlur);
    window.addEventListener('focus', onWindowFocus);
    return () => {
      region.removeEventListener('pointerenter', onPointerEnter);
      region.removeEventListener('pointerleave', onPointerLeave);
      region.removeEventListener('focusin', onFocusIn);
      region.removeEventListener('focusout', onFocusOut);
      window.removeEventListener('blur', onWindowBlur);
      window.removeEventListener('focus', onWindowFocus);
      // A toaster that goes away must not leave the store paused for good.
      for (const reason of ['pointer', 'focus', 'window'] as const) store.resume(reason);
    };
  }, [regionRef, store]);
}
