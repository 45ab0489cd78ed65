import { useEffect, useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { resolveRoute } from '../routes';
import { imageUrl } from '../platform/image-url';
import { useAssets } from '../ui/asset-context';
import { useApp } from '../instance/app-context';
import { useGuild } from '../instance/use-guild';

/**
 * Keeps the title in step with the route: the site sets `document.title` and the description, Open
 * Graph and Twitter card tags; a widget only reports the title (the host page's head is the host's).
 */
export function TitleSync() {
  const { pathname } = useLocation();
  const { kind, onNavigate } = useApp();
  const guild = useGuild();
  // In the commit that renders the page, not after the paint: a host that sees the page (a React host
  // waiting for its render, Preact's effects run a frame later) has had its ready and navigate by then,
  // and never gets them late, on callbacks it handed in after seeing the page.
  useLayoutEffect(() => {
    const { title } = resolveRoute(pathname, guild.name);
    if (kind === 'site') document.title = title;
    onNavigate({ path: pathname, title });
  }, [pathname, guild.name, kind, onNavigate]);
  const { assetBase } = useAssets();
  useEffect(() => {
    if (kind !== 'site') return;
    const { title, route } = resolveRoute(pathname, guild.name);
    const hero = guild.images.hero;
    // The 2x variant of the hero the home page shows (pre-rendered by the build for the bundled hero).
    const image = imageUrl(hero.src, { format: 'webp', width: hero.width * 2, height: hero.height * 2 }, assetBase);
    let current = true;
    // Imported here: only the site writes head tags, so a widget never downloads the code or the words.
    void Promise.all([import('./head-meta'), import('../routes/route-descriptions')]).then(([{ applyHeadMeta }, { routeDescriptions }]) => {
      if (!current) return;
      applyHeadMeta(document, {
        title,
        description: (route?.name && routeDescriptions[route.name]) || guild.tagline,
        siteName: guild.name,
        image: new URL(image, document.baseURI).href,
        imageAlt: hero.alt,
      });
    });
    return () => {
      current = false;
    };
  }, [pathname, guild, kind, assetBase]);
  return null;
}
