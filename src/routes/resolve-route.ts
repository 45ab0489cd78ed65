import { matchRoutes } from '@remix-run/router';
import { routeTable, type RouteRecord } from './route-table';

export interface ResolvedRoute {
  /** The deepest matched route, or `null` for an unknown path (the 404 page). */
  route: RouteRecord | null;
  /** Every matched route from the parent down. */
  chain: RouteRecord[];
  /** The document title for this path. */
  title: string;
}

/** Finds the route for a path and its title; framework-free so titles can be tested and reused. */
export function resolveRoute(pathname: string, guildName: string, table: RouteRecord[] = routeTable): ResolvedRoute {
  const matches = matchRoutes(table as Parameters<typeof matchRoutes>[0], pathname) ?? [];
  const chain = matches.map((match) => match.route as RouteRecord);
  const route = chain[chain.length - 1] ?? null;
  return { route, chain, title: titleFor(route, guildName) };
}

function titleFor(route: RouteRecord | null, guildName: string): string {
  if (!route) return `Nie znaleziono strony – ${guildName}`;
  if (route.title) return route.title;
  if (route.name === 'index' || !route.heading) return guildName;
  return `${route.heading} – ${guildName}`;
}
