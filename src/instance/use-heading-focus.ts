import { useEffect, useRef } from 'react';
import { usePortalRoot } from '../ui/portal-root';
import { focusHeadingWhenShown, mayMoveFocus } from './page-heading-focus';

/**
 * Focuses the new page's `<h1>` whenever `page` changes after the first render (never on the first
 * render: a freshly loaded site or a widget appearing in its host page must not grab focus).
 * `firstPage`: the page shown first, when the hook starts later than that (a changed page is then
 * handled on its first render). @default page
 *
 * Whether focus may move is decided while rendering the change, before the old page leaves the DOM:
 * afterwards a focused control that was removed looks exactly like focus that was never in the instance.
 * Render this hook before the content it watches (in tree order), so it runs before that content changes.
 */
export function useHeadingFocusOnChange(page: unknown, { orLost, firstPage = page }: { orLost: boolean; firstPage?: unknown }): void {
  const root = usePortalRoot();
  const shown = useRef(firstPage);
  const pending = useRef(false);
  if (!Object.is(shown.current, page)) {
    shown.current = page;
    pending.current = mayMoveFocus(root, { orLost });
  }
  useEffect(() => {
    if (!pending.current) return;
    pending.current = false;
    return focusHeadingWhenShown(root);
  }, [page, root]);
}
