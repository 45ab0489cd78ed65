import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { resolveRoute } from '../routes';
import { useGuild } from '../instance/use-guild';

/**
 * A polite live region that says the new page's title after each navigation, as a full page load
 * would. Always in the DOM and empty at first: screen readers announce changes to a live region, not a
 * region inserted with its text). Nothing is said for the first page (it is being read); `firstPath`
 * names it when this renders later than the app, so a navigation made meanwhile is still announced.
 */
export function RouteAnnouncer({ firstPath }: { firstPath?: string }) {
  const { pathname } = useLocation();
  const guild = useGuild();
  const guildName = useRef(guild.name);
  guildName.current = guild.name;
  const [message, setMessage] = useState('');
  const shownFirst = useRef<string | null>(firstPath ?? pathname);
  useEffect(() => {
    if (shownFirst.current === pathname) return;
    shownFirst.current = null;
    setMessage(resolveRoute(pathname, guildName.current).title);
  }, [pathname]);
  return (
    <div className="rp-visually-hidden" aria-live="polite" aria-atomic="true" data-route-announcer="">
      {message}
    </div>
  );
}
