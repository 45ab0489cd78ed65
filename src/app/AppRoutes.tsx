import { useMemo, type ComponentType, type ReactNode } from 'react';
import { Outlet, useRoutes, type RouteObject } from 'react-router-dom';
import { DashboardLayout, DefaultLayout, RaiderLayout, type LayoutProps } from '../layouts';
import { NotFoundPage } from '../pages/not-found';
import { RaiderAuth, routeTable, type LayoutName, type RouteRecord } from '../routes';
import type { GuardName } from '../routes/route-table';
import type { PageRegistry } from './page-registry';
import { PageSlot } from './PageSlot';

const layouts: Record<LayoutName, ComponentType<LayoutProps>> = {
  default: DefaultLayout,
  dashboard: DashboardLayout,
  raider: RaiderLayout,
};

const guards: Record<GuardName, ComponentType<{ children: ReactNode }>> = {
  'raider-auth': RaiderAuth,
};

/** Turns the route table (data) into react-router routes, each page wrapped in its layout and guard. */
export function toRouteObjects(table: RouteRecord[], pages: PageRegistry): RouteObject[] {
  return table.map((record) => {
    const Layout = layouts[record.layout];
    const content = record.load ? <PageSlot page={pages(record.load)} /> : <Outlet />;
    let element: ReactNode = <Layout route={record}>{content}</Layout>;
    if (record.guard) {
      const Guard = guards[record.guard];
      element = <Guard>{element}</Guard>;
    }
    return { path: record.path, element, children: record.children && toRouteObjects(record.children, pages) };
  });
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
