import { Page } from '../ui/Page';
import type { LayoutProps } from './layout-props';

/** One raider page inside the dashboard: the panel's eyebrow and the page's own heading. */
export function RaiderLayout({ route, children }: LayoutProps) {
  return (
    <Page eyebrow="Panel rajdowca" title={route?.heading ?? 'Panel rajdowca'}>
      {children}
    </Page>
  );
}
