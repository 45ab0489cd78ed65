import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { resolveRoute, routeTable, type RouteRecord } from '../routes';
import { useApp } from '../instance/app-context';
import { useGuild } from '../instance/use-guild';

/**
 * Applies the colour mode a route forces while it is shown (deepest route wins); leaving it restores
 * the raider's preference. A layout effect, so a forced page never paints in the wrong mode first.
 */
export function RouteColorMode({ table = routeTable }: { table?: RouteRecord[] }) {
  const { pathname } = useLocation();
  const { colorMode } = useApp();
  const guild = useGuild();
  useLayoutEffect(() => {
    const forced = resolveRoute(pathname, guild.name, table).chain.reduce<RouteRecord['colorMode']>(
      (mode, route) => route.colorMode ?? mode,
      undefined,
    );
    colorMode.forceByRoute(forced ?? null);
  }, [pathname, guild.name, table, colorMode]);
  useLayoutEffect(() => () => colorMode.forceByRoute(null), [colorMode]);
  return null;
}
