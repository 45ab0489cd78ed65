/**
 * The path the app's router reads from a route written as text (a page's hash without its `#`, an
 * element's `route` attribute): up to its query or fragment, with the leading `/` the router adds.
 * `raider/signups?tab=next` gives `/raider/signups`; nothing gives `/`. For the code that runs before
 * the app: the site's head script and the widget's painter.
 */
export function routePath(text: string): string {
  const path = text.split(/[?#]/)[0] || '/';
  return path.startsWith('/') ? path : `/${path}`;
}

/** The app's path on a page with hash routing: `#/raider/signups?tab=next` gives `/raider/signups`. */
export const hashRoutePath = (hash: string) => routePath(hash.replace(/^#/, ''));
