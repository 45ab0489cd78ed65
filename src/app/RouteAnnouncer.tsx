import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { resolveRoute } from '../routes';
import { useGuild } from './use-guild';

/**
 * A polite live region that says the new page's title after each navigation, as a full page load
 * would. Always in the DOM and empty at first: screen readers announce changes to a live region, not a
 * region inserted with its text. Nothing is said on the first render (the page itself is being read).
 */
export function RouteAnnouncer() {
  const { pathname } = useLocation();
  const guild = useGuild();
  const guildName = useRef(guild.name);
  guildName.current = guild.name;
  const [message, setMessage] = useState('');
  const firstPath = useRef<string | null>(pathname);
  useEffect(() => {
    if (firstPath.current === pathname) return;
    firstPath.current = null;
    setMessage(resolveRoute(pathname, guildName.current).title);
  }, [pathname]);
  return (
    <div className="rp-visually-hidden" aria-live="polite" aria-atomic="true" data-route-announcer="">
      {message}
    </div>
  );
}
