/** A mouse pointer moving onto an element, as the browser dispatches it (over bubbles, enter does not). */
export function hover(element: Element): void {
  element.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, pointerType: 'mouse' }));
  element.dispatchEvent(new PointerEvent('pointerenter', { pointerType: 'mouse' }));
}

/** The mouse pointer leaving an element for the page. */
export function unhover(element: Element): void {
  element.dispatchEvent(new PointerEvent('pointerout', { bubbles: true, pointerType: 'mouse', relatedTarget: document.body }));
  element.dispatchEvent(new PointerEvent('pointerleave', { pointerType: 'mouse', relatedTarget: document.body }));
}
