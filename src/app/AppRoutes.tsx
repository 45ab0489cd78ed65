import { useMemo, type ComponentType, type ReactNode } from 'react';
import { Outlet, useRoutes, type RouteObject } from 'react-router-dom';
import { DefaultLayout, type LayoutProps } from '../layouts';
import HomePage from '../pages/home';
import { NotFoundPage } from '../pages/not-found';
import { resolveRoute, routeTable, type LayoutName, type RouteRecord } from '../routes';
import type { GuardName } from '../routes/route-table';
import type { RaiderAuthProps } from '../routes/raider-auth';
import type { ComponentLoader, PageRegistry } from './page-registry';
import { PageSlot, RouteSlot } from './PageSlot';

/** The raider panel's layouts, in one chunk: the raider layout is ready as soon as the dashboard is. */
const raiderArea = () => import('../layouts/DashboardLayout');

/**
 * Layouts by name. The public pages' layout ships with the core; the raider panel's dashboard and page
 * frame load with the panel (loaders), so a visitor of the public site never downloads them.
 */
const layouts: Record<LayoutName, ComponentType<LayoutProps> | { load: ComponentLoader<LayoutProps> }> = {
  default: DefaultLayout,
  dashboard: { load: () => raiderArea().then(({ DashboardLayout }) => ({ default: DashboardLayout })) },
  raider: { load: () => raiderArea().then(({ RaiderLayout }) => ({ default: RaiderLayout })) },
};

/**
 * Pages that ship in the core chunk rather than a chunk of their own, by route name: the home page,
 * which nearly every visit shows first, so it appears without a second round trip. Its route keeps its
 * loader, which the bundler then resolves inside the core chunk.
 */
const pagesInCore: Partial<Record<string, ComponentType>> = { index: HomePage };

/**
 * The guards load in the after-paint group (site/build/chunk-plan.ts): the home page loads it just
 * after its first paint. The sign-in form is not in it: the raider-auth guard gets it lazily
 * (`signInForm`), loaded when the guard shows it or, sooner, when a visitor who is not signed in is about
 * to open the raider panel (create-app.tsx, `preloadOnIntent`).
 */
const guards: Record<GuardName, ComponentLoader<RaiderAuthProps>> = {
  'raider-auth': () => import('../routes/raider-auth').then(({ RaiderAuth }) => ({ default: RaiderAuth })),
  // With raider-auth: the officer guard only ever shows inside the raider area, behind that guard.
  officer: () => import('../routes/raider-auth').then(({ OfficerOnly }) => ({ default: OfficerOnly })),
};

/** The raider-auth guard's sign-in form (one loader, so the page registry keeps one component for it). */
export const signInForm: ComponentLoader<object> = () => import('../pages/sign-in').then(({ SignInForm }) => ({ default: SignInForm }));

/** Whether the page at `path` shows behind the raider-auth guard (the sign-in form, to a visitor not signed in). */
export const behindRaiderAuth = (path: string) => resolveRoute(path, '').chain.some((record) => record.guard === 'raider-auth');

/** Turns the route table (data) into react-router routes, each page wrapped in its layout and guard. */
export function toRouteObjects(table: RouteRecord[], pages: PageRegistry): RouteObject[] {
  return table.map((record) => {
    const layout = layouts[record.layout];
    const inCore = record.name ? pagesInCore[record.name] : undefined;
    const content = record.load ? <PageSlot page={inCore ?? pages(record.load)} /> : <Outlet />;
    let element: ReactNode;
    if ('load' in layout) {
      const Layout = pages(layout.load);
      element = (
        <RouteSlot>
          <Layout route={record}>{content}</Layout>
        </RouteSlot>
      );
    } else {
      const Layout = layout;
      element = <Layout route={record}>{content}</Layout>;
    }
    if (record.guard) {
      const Guard = pages(guards[record.guard]);
      element = (
        <RouteSlot>
          <Guard signInForm={pages(signInForm)}>{element}</Guard>
        </RouteSlot>
      );
    }
    return { path: record.path, element, children: record.children && toRouteObjects(record.children, pages) };
  });
}

/**
 * What to prefetch once the first page is shown: the public pages the header links to and the raider
 * panel's guards. Pages behind the guard, and its sign-in form, are left to load on a visit (or on a
 * visitor's intent, for the form): most visitors never sign in, and a raider who is signed in never
 * sees the form.
 */
export function prefetchableParts(pages: PageRegistry): Array<() => Promise<void>> {
  const publicPages = routeTable.filter(
    (record) => record.load && !record.guard && !record.linkOnly && !(record.name && pagesInCore[record.name]),
  );
  return [
    ...publicPages.map((record) => () => pages(record.load!).preload()),
    ...Object.values(guards).map((load) => () => pages(load).preload()),
  ];
}

export function AppRoutes({ pages }: { pages: PageRegistry }) {
  const routes = useMemo<RouteObject[]>(
    () => [
      ...toRouteObjects(routeTable, pages),
      {
        path: '*',
        element: (
          <DefaultLayout>
            <NotFoundPage />
          </DefaultLayout>
        ),
      },
    ],
    [pages],
  );
  return useRoutes(routes);
}
