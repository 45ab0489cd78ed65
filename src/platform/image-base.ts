/**
 * The directory the build's files are served from, for a widget embedded on another site: the parent
 * of the directory this module's chunk was loaded from. Every browser chunk lives in `assets/`, so that
 * is the server's root, where `_ipx/` is. Not written as `new URL('..', import.meta.url)` on purpose:
 * bundlers of React hosts rewrite that pattern into an asset import.
 */
export function moduleAssetBase(moduleUrl: string = import.meta.url): string {
  let url: URL;
  try {
    url = new URL(moduleUrl);
  } catch {
    return './';
  }
  const segments = url.pathname.split('/');
  segments.pop();
  // Never above the root: a module at the root (no assets/ directory) keeps the root.
  if (segments.length > 1) segments.pop();
  url.pathname = `${segments.join('/')}/`;
  url.search = '';
  url.hash = '';
  return url.href;
}

/**
 * The server an `api` URL names, as an asset base: its images are where its API is (`https://rajdy.example/api`
 * → `https://rajdy.example/`), so a React host that names the API needs no `assetBase` of its own.
 * `undefined` for the demo store or no URL.
 */
export function assetBaseOfApi(api: string | undefined): string | undefined {
  const value = api?.trim();
  if (!value || value === 'local') return undefined;
  try {
    return new URL('./', new URL(value.replace(/\/+$/, ''), globalThis.location?.href)).href;
  } catch {
    return undefined;
  }
}

/**
 * Default asset base of an app: `./` for the standalone site (its document is `index.html` at the
 * root, and hash routing keeps it there); the loaded core's server root for a widget.
 */
export function defaultAssetBase(kind: 'site' | 'widget'): string {
  return kind === 'site' ? './' : moduleAssetBase();
}
