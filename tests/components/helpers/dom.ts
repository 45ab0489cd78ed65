/** Small DOM queries for component tests (no testing library: the same code runs on React and Preact). */

export function textOf(element: Element | null | undefined): string {
  return (element?.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** The text of the page's single h1; fails when there is none or more than one. */
export function h1Text(root: ParentNode): string {
  const headings = root.querySelectorAll('h1');
  if (headings.length !== 1) throw new Error(`expected one h1, found ${headings.length}`);
  return textOf(headings[0]);
}

/** Elements matching `selector` whose whole text is exactly `text`. */
export function allByText<E extends Element = Element>(root: ParentNode, selector: string, text: string): E[] {
  return [...root.querySelectorAll<E>(selector)].filter((element) => textOf(element) === text);
}

export function getByText<E extends Element = Element>(root: ParentNode, selector: string, text: string): E {
  const found = allByText<E>(root, selector, text);
  if (found.length !== 1) throw new Error(`expected one ${selector} with text ${JSON.stringify(text)}, found ${found.length}`);
  return found[0]!;
}

export function getButton(root: ParentNode, text: string): HTMLButtonElement {
  return getByText<HTMLButtonElement>(root, 'button', text);
}

/** The input labelled `labelText` by a `<label for>`. */
export function getByLabel(root: ParentNode, labelText: string): HTMLInputElement {
  const label = getByText<HTMLLabelElement>(root, 'label', labelText);
  const control = label.htmlFor ? root.querySelector(`[id="${label.htmlFor}"]`) : null;
  if (!(control instanceof HTMLInputElement)) throw new Error(`label ${JSON.stringify(labelText)} points at no input`);
  return control;
}

/**
 * Types into a controlled input: the native value setter (React tracks values set through the instance
 * property and would ignore them) followed by the `input` event both runtimes listen to.
 */
export function typeInto(input: HTMLInputElement, value: string): void {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  if (!setter) throw new Error('no native value setter');
  setter.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

export function styleCount(container: ParentNode): number {
  return container.querySelectorAll('style').length;
}
