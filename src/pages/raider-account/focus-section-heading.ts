/**
 * Before a row's action removes the row: the focus, on the row's button, would fall to <body> with it
 * and a keyboard user would start again at the top of the page. The heading of the list's section takes
 * it instead (focusable from script only). Only when the focus is in the list: a raider who moved on
 * while the request was out keeps theirs.
 */
export function focusSectionHeading(list: HTMLElement | null): void {
  const heading = list?.closest('section')?.querySelector('h2');
  // Asked of the list's root: in the widget's shadow root the document's activeElement is only the host.
  const focused = (list?.getRootNode() as DocumentOrShadowRoot | undefined)?.activeElement;
  if (!heading || !list?.contains(focused ?? null)) return;
  heading.tabIndex = -1;
  heading.focus();
}
