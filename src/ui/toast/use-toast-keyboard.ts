import { useEffect, type RefObject } from 'react';
import { claimHotkey, isToastHotkey, settleHotkey } from './hotkey-claim';
import type { ToastStore } from './toast-store';

/** Creation time of the newest open toast, or `-Infinity` without one. */
function newestOpen(store: ToastStore): number {
  let newest = -Infinity;
  for (const toast of store.$toasts.get()) if (toast.open && toast.createdAt > newest) newest = toast.createdAt;
  return newest;
}

/** True when focus is on `region` or inside it; looks in the shadow root when the app lives in one. */
export function hasFocusWithin(region: HTMLElement): boolean {
  const root = region.getRootNode() as Document | ShadowRoot;
  const active = root.activeElement;
  return active !== null && region.contains(active);
}

/**
 * F8 focuses the region (of the instance with the newest toast when several share the page);
 * Escape pressed anywhere inside this instance — the region included — closes every open toast and,
 * when focus was in the region, leaves it on the region rather than on a removed toast. Neither key is
 * prevented: the host page's own shortcuts keep working.
 */
export function useToastKeyboard(regionRef: RefObject<HTMLElement | null>, instanceRoot: HTMLElement, store: ToastStore): void {
  useEffect(() => {
    const region = regionRef.current;
    if (!region) return;
    const onHotkeyCapture = (event: KeyboardEvent) => {
      if (isToastHotkey(event)) claimHotkey(event, newestOpen(store), () => region.focus());
    };
    const onHotkeyBubble = (event: KeyboardEvent) => {
      if (isToastHotkey(event)) settleHotkey(event);
    };
    const onEscape = (event: KeyboardEvent) => {
      // Another part of the app (a tooltip, a menu) that handled Escape first keeps it for itself.
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      if (!store.$toasts.get().some((toast) => toast.open)) return;
      const focusInside = hasFocusWithin(region);
      store.closeAll();
      if (focusInside) region.focus();
    };

    window.addEventListener('keydown', onHotkeyCapture, true);
    window.addEventListener('keydown', onHotkeyBubble);
    instanceRoot.addEventListener('keydown', onEscape);
    return () => {
      window.removeEventListener('keydown', onHotkeyCapture, true);
      window.removeEventListener('keydown', onHotkeyBubble);
      instanceRoot.removeEventListener('keydown', onEscape);
    };
  }, [regionRef, instanceRoot, store]);
}
