import { useLayoutEffect, useRef } from 'react';

/**
 * Takes the keyboard into something that has just opened (a form, its first field) whenever `opened`
 * is true and `key` changes.
 *
 * A layout effect, not an effect: it runs with the render, before the browser handles the next key.
 * With an effect the focus moved a frame later, and what a keyboard user typed right after pressing
 * the button that opened the form went to that button, now gone, instead of into the field.
 */
export function useFocusOnOpen(opened: boolean, target: () => HTMLElement | null | undefined, key?: unknown): void {
  // `target` is a fresh closure each render; only opening (or `key`) moves the focus.
  const find = useRef(target);
  find.current = target;
  useLayoutEffect(() => {
    if (opened) find.current()?.focus();
  }, [opened, key]);
}
