import { useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { lazyPart } from '../ui/lazy-part';
import type { NavigationAidsProps } from './NavigationAids';

const navigationAids = lazyPart<NavigationAidsProps>('navigation aids', () => import('./NavigationAids'));

/**
 * `<NavigationAids>` (focus on the new page's heading, the route announcer) as `<App>` renders it: its
 * code loads just after the first paint, like the notification region, so it stays out of the initial
 * core (`npm run size`). It is told the path of the first render, so a navigation made before it has
 * loaded (a host calling `navigate()` at once) is still announced and focused when it arrives.
 */
export function DeferredNavigationAids() {
  const { pathname } = useLocation();
  const firstPath = useRef(pathname);
  return <navigationAids.Component firstPath={firstPath.current} />;
}
