import { useEffect } from 'react';
import { usePortalRoot } from '../ui/portal-root';
import { useApp } from '../instance/app-context';
import { useGuild } from '../instance/use-guild';

/** The accessible name of a widget's region. */
export function widgetRegionLabel(guildName: string): string {
  return `Panel gildii ${guildName}`;
}

/**
 * Inside a host page the widget is one labelled region ("Panel gildii <name>"), not a second page:
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
    // Not the bare guild name: the home page's opening section is already a region named by its h1.
    root.setAttribute('aria-label', widgetRegionLabel(name));
    return () => {
      root.removeAttribute('role');
      root.removeAttribute('aria-label');
    };
  }, [root, kind, name]);
  return null;
}
