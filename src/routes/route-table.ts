import type { ComponentType } from 'react';

export type LayoutName = 'default' | 'dashboard' | 'raider';
export type ColorModeName = 'light' | 'dark' | 'system';
export type GuardName = 'raider-auth' | 'officer';

/**
 * Loads a page: its default export is the page component. The raider panel's pages are each a lazily
 * loaded chunk; the public pages load with the after-paint group (site/build/chunk-plan.ts), which the
 * home page loads after its first paint.
 */
export type PageLoader = () => Promise<{ default: ComponentType }>;

/** One row of the route table (README: Routes). Pure data: the view layer turns it into routes. */
export interface RouteRecord {
  /** Path; a child's path is relative to its parent (`''` is the parent's own page). */
  path: string;
  /** Route name from the specification; the parent of the raider pages has none. */
  name?: string;
  layout: LayoutName;
  /** Exact page title; absent means "<page heading> – <guild name>" and the guild name on `/`. */
  title?: string;
  /** Heading of the page, also used for its title and navigation label. */
  heading?: string;
  /** A colour mode this route forces while it is shown. */
  colorMode?: Exclude<ColorModeName, 'system'>;
  guard?: GuardName;
  /** A page only a link opens (the first-run set-up): never prefetched, never in a navigation. */
  linkOnly?: true;
  load?: PageLoader;
  children?: RouteRecord[];
}

export const routeTable: RouteRecord[] = [
  {
    path: '/',
    name: 'index',
    layout: 'default',
    heading: 'Strona główna',
    load: () => import('../pages/home'),
  },
  {
    path: '/values',
    name: 'values',
    layout: 'default',
    heading: 'Wartości',
    load: () => import('../pages/values').then((page) => ({ default: page.ValuesPage })),
  },
  {
    path: '/manifesto',
    name: 'manifesto',
    layout: 'default',
    heading: 'Manifest',
    load: () => import('../pages/manifesto').then((page) => ({ default: page.ManifestoPage })),
  },
  {
    path: '/testimonials',
    name: 'testimonials',
    layout: 'default',
    heading: 'Opinie',
    load: () => import('../pages/testimonials').then((page) => ({ default: page.TestimonialsPage })),
  },
  {
    path: '/raid-schedule',
    name: 'raid-schedule',
    layout: 'default',
    heading: 'Harmonogram rajdów',
    load: () => import('../pages/raid-schedule').then((page) => ({ default: page.RaidSchedulePage })),
  },
  {
    path: '/setup',
    name: 'setup',
    layout: 'default',
    heading: 'Pierwsze uruchomienie',
    linkOnly: true,
    load: () => import('../pages/setup'),
  },
  {
    path: '/raider',
    layout: 'dashboard',
    guard: 'raider-auth',
    children: [
      {
        path: '',
        name: 'raider',
        layout: 'raider',
        heading: 'Przegląd',
        title: 'Panel rajdowca – przegląd',
        load: () => import('../pages/raider-overview'),
      },
      {
        path: 'signups',
        name: 'raider-signups',
        layout: 'raider',
        heading: 'Zapisy',
        title: 'Panel rajdowca – zapisy',
        load: () => import('../pages/raider-signups'),
      },
      {
        path: 'attendance',
        name: 'raider-attendance',
        layout: 'raider',
        heading: 'Frekwencja',
        load: () => import('../pages/raider-attendance'),
      },
      {
        path: 'account',
        name: 'raider-account',
        layout: 'raider',
        heading: 'Konto',
        // No exact title of its own ("Konto – <guild>" stands in):
        // a private page no search engine sees, and every byte of this table ships in the initial core.
        load: () => import('../pages/raider-account'),
      },
      {
        path: 'members',
        name: 'raider-members',
        layout: 'raider',
        heading: 'Członkowie',
        guard: 'officer',
        load: () => import('../pages/raider-members'),
      },
      {
        path: 'raids',
        name: 'raider-raids',
        layout: 'raider',
        heading: 'Rajdy',
        guard: 'officer',
        load: () => import('../pages/raider-raids'),
      },
      {
        path: 'loot',
        name: 'raider-loot',
        layout: 'raider',
        heading: 'Łupy',
        guard: 'officer',
        load: () => import('../pages/raider-loot'),
      },
    ],
  },
];

/** Every route with its full path, parents before children, in table order. */
export function flattenRoutes(table: RouteRecord[] = routeTable, parentPath = ''): Array<RouteRecord & { fullPath: string }> {
  return table.flatMap((route) => {
    const fullPath = joinPath(parentPath, route.path);
    return [{ ...route, fullPath }, ...flattenRoutes(route.children ?? [], fullPath)];
  });
}

function joinPath(parent: string, child: string): string {
  if (child.startsWith('/')) return child;
  if (!child) return parent;
  return `${parent.replace(/\/$/, '')}/${child}`;
}
