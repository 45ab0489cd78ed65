import { RouteAnnouncer } from './RouteAnnouncer';
import { RouteFocus } from './RouteFocus';

/**
 * What a navigation does for keyboard and screen-reader users: focus moves to the new page's heading
 * and its title is announced. Loaded just after the first paint (DeferredNavigationAids), since neither
 * does anything before the first navigation; the first paint never moves focus or speaks.
 */
export interface NavigationAidsProps {
  /** The path the app showed first: what neither announces nor focuses, even when it loads later. */
  firstPath: string;
}

export default function NavigationAids({ firstPath }: NavigationAidsProps) {
  return (
    <>
      <RouteAnnouncer firstPath={firstPath} />
      {/* Before the routes: it decides while rendering, before the old page leaves the DOM. */}
      <RouteFocus firstPath={firstPath} />
    </>
  );
}
