export { routeTable, flattenRoutes, type RouteRecord, type LayoutName, type PageLoader } from './route-table';
export { resolveRoute, type ResolvedRoute } from './resolve-route';
// RaiderAuth (with the sign-in form) loads with the raider panel (import() in src/app/AppRoutes.tsx); a
// re-export here would bundle it into the initial core with this barrel.
