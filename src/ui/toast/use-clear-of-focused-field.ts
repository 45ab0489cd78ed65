import { useEffect, useState } from 'react';
import type { ToastPosition } from './swipe-direction';

/** Controls a raider types into: a toast over one of them would hide what is being typed. */
function isTypingField(element: Element | null): element is HTMLElement {
  if (!element) return false;
  if (element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement) return true;
  if (element instanceof HTMLInputElement)
    return !['button', 'checkbox', 'radio', 'submit', 'reset', 'range', 'color', 'file', 'image', 'hidden'].includes(element.type);
  return (element as HTMLElement).isContentEditable === true;
}

/** The edge across from the given one: `bottom-right` ↔ `top-right`. */
function flipped(position: ToastPosition): ToastPosition {
  return (position.startsWith('bottom') ? position.replace('bottom', 'top') : position.replace('top', 'bottom')) as ToastPosition;
}

/**
 * Where the toasts go while a field of the instance has focus: the configured edge, unless the field is
 * in that half of the viewport, then the opposite edge (on a phone, toasts at the bottom would sit on
 * the note being typed, above the keyboard). Back to the configured edge when the field loses focus;
 * when it loses it to a press (a mouse or finger on the form's button), only once the press is over: toasts
 * coming back at the press would land under the pointer, and the button would never get its click.
 */
export function useClearOfFocusedField(root: HTMLElement, position: ToastPosition): ToastPosition {
  const [current, setCurrent] = useState(position);
  useEffect(() => {
    setCurrent(position);
    let field: HTMLElement | null = null;
    let pressed = false;
    let returnAfterPress = false;
    let afterPress: ReturnType<typeof setTimeout> | undefined;
    /** Back to the configured edge: now, or when a press in progress is over. */
    const returnToEdge = () => {
      if (pressed) returnAfterPress = true;
      else setCurrent(position);
    };
    const place = () => {
      if (!field || !field.isConnected) return returnToEdge();
      returnAfterPress = false;
      const rect = field.getBoundingClientRect();
      const inLowerHalf = rect.top + rect.height / 2 > window.innerHeight / 2;
      const atBottom = position.startsWith('bottom');
      setCurrent(inLowerHalf === atBottom ? flipped(position) : position);
    };
    const onFocusIn = (event: Event) => {
      const target = (event.composedPath()[0] as Element | undefined) ?? null;
      field = isTypingField(target) ? target : null;
      place();
    };
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget as Element | null;
      if (next && root.contains(next) && isTypingField(next)) return;
      field = null;
      returnToEdge();
    };
    const onPointerDown = () => {
      pressed = true;
    };
    const onPointerUp = () => {
      pressed = false;
      if (!returnAfterPress) return;
      returnAfterPress = false;
      // After the click this press makes, which the browser dispatches right after pointerup.
      clearTimeout(afterPress);
      afterPress = setTimeout(() => {
        if (!field) setCurrent(position);
      });
    };
    // A phone's keyboard opening resizes the viewport: the field's half may change.
    const onResize = () => place();
    // The press's end anywhere: it may end outside the instance. Added and removed from one list, so the
    // cleanup cannot miss one (or its capture flag).
    const listeners: Array<[EventTarget, string, (event: never) => void, boolean?]> = [
      [root, 'focusin', onFocusIn],
      [root, 'focusout', onFocusOut],
      [root, 'pointerdown', onPointerDown, true],
      [window, 'pointerup', onPointerUp, true],
      [window, 'pointercancel', onPointerUp, true],
      [window, 'resize', onResize],
    ];
    for (const [target, type, listener, capture] of listeners) target.addEventListener(type, listener as EventListener, capture);
    return () => {
      clearTimeout(afterPress);
      for (const [target, type, listener, capture] of listeners) target.removeEventListener(type, listener as EventListener, capture);
    };
  }, [root, position]);
  return current;
}
