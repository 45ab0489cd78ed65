export { routeTable, flattenRoutes, type RouteRecord, type LayoutName, type PageLoader } from './route-table';
export { resolveRoute, type ResolvedRoute } from './resolve-route';
export { RaiderAuth } from './raider-auth';
