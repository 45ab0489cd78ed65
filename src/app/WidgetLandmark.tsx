import { useEffect } from 'react';
import { usePortalRoot } from '../ui/portal-root';
import { useApp } from './app-context';
import { useGuild } from './use-guild';

/**
 * Inside a host page the widget is one labelled region (named after the guild), not a second page:
 * its header and footer are then no banner or contentinfo of the host page, and its content area is no
 * second `main` (see `MainContent`). The standalone site owns the page and keeps the page landmarks.
 */
export function WidgetLandmark() {
  const root = usePortalRoot();
  const { kind } = useApp();
  const { name } = useGuild();
  useEffect(() => {
    if (kind !== 'widget') return;
    root.setAttribute('role', 'region');
    root.setAttribute('aria-label', name);
    return () => {
      root.removeAttribute('role');
      root.removeAttribute('aria-label');
    };
  }, [root, kind, name]);
  return null;
}
