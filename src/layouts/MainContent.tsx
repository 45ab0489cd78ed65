import type { ReactNode } from 'react';
import { useApp } from '../instance/app-context';

export interface MainContentProps {
  className?: string;
  children: ReactNode;
}

/**
 * Where the page's content goes, and the skip link's target (`#rp-main`, focusable from script only).
 * `<main>` on the standalone site; inside a widget a plain container, because the host page has its own
 * main landmark and the widget as a whole is one labelled region (`WidgetLandmark`).
 */
export function MainContent({ className, children }: MainContentProps) {
  const { kind } = useApp();
  const Element = kind === 'site' ? 'main' : 'div';
  return (
    <Element id="rp-main" tabIndex={-1} className={className}>
      {children}
    </Element>
  );
}
