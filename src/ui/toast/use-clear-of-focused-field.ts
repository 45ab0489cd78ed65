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
 * the note being typed, above the keyboard). Back to the configured edge when the field loses focus.
 */
export function useClearOfFocusedField(root: HTMLElement, position: ToastPosition): ToastPosition {
  const [current, setCurrent] = useState(position);
  useEffect(() => {
    setCurrent(position);
    let field: HTMLElement | null = null;
    const place = () => {
      if (!field || !field.isConnected) return setCurrent(position);
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
      setCurrent(position);
    };
    // A phone's keyboard opening resizes the viewport: the field's half may change.
    const onResize = () => place();
    root.addEventListener('focusin', onFocusIn);
    root.addEventListener('focusout', onFocusOut);
    window.addEventListener('resize', onResize);
    return () => {
      root.removeEventListener('focusin', onFocusIn);
      root.removeEventListener('focusout', onFocusOut);
      window.removeEventListener('resize', onResize);
    };
  }, [root, position]);
  return current;
}
