export { routeTable, flattenRoutes, type RouteRecord, type LayoutName, type PageLoader } from './route-table';
export { resolveRoute, type ResolvedRoute } from './resolve-route';
// The guards load with the after-paint group, and the sign-in form on its own (import() in
// src/app/AppRoutes.tsx); a re-export here would bundle them into the initial core with this barrel.
