export { DefaultLayout } from './DefaultLayout';
// DashboardLayout and RaiderLayout load with the raider panel (import() in src/app/AppRoutes.tsx); a
// re-export here would bundle them into the initial core with this barrel.
export { SiteHeader, publicNavigation } from './SiteHeader';
export { SiteFooter } from './SiteFooter';
export type { LayoutProps } from './layout-props';
