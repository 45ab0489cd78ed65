import type { IconLoader, IconLoaderOptions } from './icon-loader';

/**
 * An app instance's icon loader whose code — the request with its timeout and the SVG sanitizer — is
 * imported on the first icon that is not bundled. The product's own icons are bundled, so most pages
 * never load it and it stays out of the initial core. Same contract as `createIconLoader`.
 */
export function createDeferredIconLoader(options: IconLoaderOptions): IconLoader {
  let loader: IconLoader | null = null;
  let loading: Promise<IconLoader> | null = null;
  /** Bumped by dispose(): a load that was waiting for the code when the instance went away gives up. */
  let disposals = 0;
  const warn = options.warn ?? console.warn;

  return {
    async load(name) {
      const disposalsAtStart = disposals;
      loading ??= import('./icon-loader').then((module) => (loader = module.createIconLoader(options)));
      let ready: IconLoader;
      try {
        ready = await loading;
      } catch (error) {
        // The code itself could not load (offline, an old deploy): like any failed icon, warn and show nothing.
        loading = null;
        warn(`[raider-panel] failed to load icon ${name}: ${error instanceof Error ? error.message : String(error)}`);
        return null;
      }
      return disposalsAtStart === disposals ? ready.load(name) : null;
    },
    peek(name) {
      return loader?.peek(name);
    },
    dispose() {
      disposals += 1;
      loader?.dispose();
    },
  };
}
