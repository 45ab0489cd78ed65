import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { resolveRoute } from '../routes';
import { useApp } from './app-context';

/**
 * Keeps the title in step with the route: the site sets `document.title`; a widget only reports it
 * (the host page decides what to do with its own title).
 */
export function TitleSync() {
  const { pathname } = useLocation();
  const { guild, kind, onNavigate } = useApp();
  useEffect(() => {
    const { title } = resolveRoute(pathname, guild.name);
    if (kind === 'site') document.title = title;
    onNavigate({ path: pathname, title });
  }, [pathname, guild.name, kind, onNavigate]);
  return null;
}
