import { packageVersion } from '../platform/build-info';

/** What the script-tag runtime stamps its version on: `window.RaiderPanel` and the element class. */
interface VersionStamped {
  version?: unknown;
}

/**
 * Runtimes already warned about. A cache keyed by the runtime objects of the page, not widget state:
 * it only keeps a page with ten components from printing the same warning ten times.
 */
const warnedRuntimes = new WeakSet<object>();

/**
 * Warns (once per runtime) when the page also runs the script-tag runtime (`raider-panel.js`) in
 * another version than this npm package: the two would show different builds of the same widget, and
 * the JSX typings would describe the wrong element.
 */
export function warnIfRuntimeDiffers(scope: typeof globalThis = globalThis, ownVersion: string = packageVersion()): void {
  const runtimes = [
    (scope as { RaiderPanel?: unknown }).RaiderPanel,
    typeof scope.customElements === 'undefined' ? undefined : scope.customElements.get('raider-panel'),
  ].filter((runtime): runtime is object => typeof runtime === 'function' || (typeof runtime === 'object' && runtime !== null));
  const differing = runtimes.filter((runtime) => {
    const version = (runtime as VersionStamped).version;
    return typeof version === 'string' && version !== ownVersion;
  });
  if (differing.length === 0 || differing.some((runtime) => warnedRuntimes.has(runtime))) return;
  for (const runtime of differing) warnedRuntimes.add(runtime);
  const loaded = String((differing[0] as VersionStamped).version);
  console.warn(
    `[raider-panel] the npm package is version ${ownVersion} but the page runs raider-panel.js version ${loaded}; ` +
      'load the same version of both so every widget on the page is the same build',
  );
}
