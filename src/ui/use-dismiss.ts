import { useEffect, useRef, type RefObject } from 'react';

export type DismissReason = 'outside' | 'escape';

/**
 * Closes something open (the phone menu) when the raider presses anywhere outside `ref` — in the
 * widget or on the host page — or presses Escape inside it. Listens only while open.
 *
 * "Outside" is read from `composedPath()`: a document listener sees a press inside a shadow root
 * retargeted to the `<raider-panel>` host, so `element.contains(event.target)` would call every press
 * inside the widget outside. The path still lists the real nodes of an open shadow root.
 */
export function useDismiss(ref: RefObject<HTMLElement | null>, open: boolean, onDismiss: (reason: DismissReason) => void): void {
  const dismiss = useRef(onDismiss);
  dismiss.current = onDismiss;
  useEffect(() => {
    const element = ref.current;
    if (!open || !element) return;
    const doc = element.ownerDocument;
    const onPointerDown = (event: Event) => {
      if (!event.composedPath().includes(element)) dismiss.current('outside');
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) dismiss.current('escape');
    };
    doc.addEventListener('pointerdown', onPointerDown, true);
    element.addEventListener('keydown', onKeyDown);
    return () => {
      doc.removeEventListener('pointerdown', onPointerDown, true);
      element.removeEventListener('keydown', onKeyDown);
    };
  }, [ref, open]);
}
