/**
 * The app's path on a page with hash routing, for the standalone site's inline head script (it runs
 * before the app): `#/raider/signups?tab=next` gives `/raider/signups`, no hash `/`.
 */
export function hashRoutePath(hash: string): string {
  return (hash.replace(/^#/, '') || '/').split('?')[0]!;
}
