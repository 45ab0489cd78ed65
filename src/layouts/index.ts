export { DefaultLayout } from './DefaultLayout';
export { DashboardLayout } from './DashboardLayout';
export { RaiderLayout } from './RaiderLayout';
export { SiteHeader, publicNavigation } from './SiteHeader';
export { SiteFooter } from './SiteFooter';
export type { LayoutProps } from './layout-props';
