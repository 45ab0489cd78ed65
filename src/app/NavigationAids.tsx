import { useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { RouteAnnouncer } from './RouteAnnouncer';
import { RouteFocus } from './RouteFocus';

/**
 * What a navigation does for keyboard and screen-reader users: focus moves to the new page's heading
 * and its title is announced. The path of the first render is neither announced nor focused: the first
 * paint never moves focus or speaks.
 */
export function NavigationAids() {
  const { pathname } = useLocation();
  const firstPath = useRef(pathname).current;
  return (
    <>
      <RouteAnnouncer firstPath={firstPath} />
      {/* Before the routes: it decides while rendering, before the old page leaves the DOM. */}
      <RouteFocus firstPath={firstPath} />
    </>
  );
}
