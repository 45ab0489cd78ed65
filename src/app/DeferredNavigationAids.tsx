import { lazyPart } from '../ui/lazy-part';

/**
 * `<NavigationAids>` (focus on the new page's heading, the route announcer) as `<App>` renders it: its
 * code loads just after the first paint, like the notification region, so it stays out of the initial
 * core (`npm run size`). A navigation can only follow the first paint.
 */
export const DeferredNavigationAids = lazyPart('navigation aids', () => import('./NavigationAids')).Component;
