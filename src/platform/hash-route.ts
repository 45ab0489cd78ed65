/**
 * The app's path on a page with hash routing, as an ES5 expression for the standalone site's inline
 * scripts, which run before any bundle: `#/raider/signups?tab=next` gives `/raider/signups`, no hash `/`.
 */
export const hashRoutePathExpression = '(location.hash.replace(/^#/,"")||"/").split("?")[0]';
