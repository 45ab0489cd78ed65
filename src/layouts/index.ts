export { DefaultLayout } from './DefaultLayout';
// DashboardLayout loads with the raider panel (import() in src/app/AppRoutes.tsx); a re-export here would
// bundle it into the initial core with this barrel.
export { RaiderLayout } from './RaiderLayout';
export { SiteHeader, publicNavigation } from './SiteHeader';
export { SiteFooter } from './SiteFooter';
export type { LayoutProps } from './layout-props';
