import { FetchTimeoutError, fetchText } from './fetch-text';
import { sanitizeSvg } from './svg-sanitize';

/** How long one icon may take before it is given up. */
export const iconTimeoutMs = 1500;

export interface IconLoaderOptions {
  /** Base URL of the icon service; an icon is fetched from `<service>/<name>.svg`. */
  service: string;
  /** @default iconTimeoutMs (1500) */
  timeoutMs?: number;
  /** @default globalThis.fetch */
  fetch?: typeof fetch;
  /** Where warnings go. @default console.warn */
  warn?: (message: string) => void;
}

export interface IconLoader {
  /** The sanitized SVG markup of an icon, or `null` when it could not be loaded (already warned). */
  load(name: string): Promise<string | null>;
  /** What `load` resolved to, if it has: lets a remounted icon render at once from the cache. */
  peek(name: string): string | null | undefined;
  /** Aborts requests in flight (no warning for those); the loader stays usable. */
  dispose(): void;
}

/** Icon names are path-like words (`mdi/home`, `lucide:sword`): never `..`, a query or a scheme. */
const iconNamePattern = /^[a-z0-9]+(?:[-_:./][a-z0-9]+)*$/i;

/**
 * Loads icons that are not bundled from an icon service, one request per name per loader (one loader
 * per app instance). A request is aborted after `timeoutMs`; timeouts and failures are logged as
 * warnings and resolve to `null`, so the caller renders nothing instead of a broken glyph.
 */
export function createIconLoader({
  service,
  timeoutMs = iconTimeoutMs,
  fetch: fetchIcon,
  warn = console.warn,
}: IconLoaderOptions): IconLoader {
  const results = new Map<string, string | null>();
  const pending = new Map<string, Promise<string | null>>();
  const inFlight = new Set<AbortController>();
  const base = service.replace(/\/+$/, '');

  /** Resolves to the icon, `null` after a warned failure, or `undefined` when dispose() cut it short. */
  async function request(name: string): Promise<string | null | undefined> {
    if (!iconNamePattern.test(name)) {
      warn(`[raider-panel] failed to load icon ${name}: not a valid icon name`);
      return null;
    }
    // Per request, so dispose() can cancel everything still in flight.
    const controller = new AbortController();
    inFlight.add(controller);
    try {
      const text = await fetchText(`${base}/${name}.svg`, { timeoutMs, signal: controller.signal, fetch: fetchIcon });
      const svg = sanitizeSvg(text);
      if (svg === null) throw new Error('not an SVG document');
      return svg;
    } catch (error) {
      if (error instanceof FetchTimeoutError) warn(`[raider-panel] failed to load icon ${name}: timed out after ${timeoutMs}ms`);
      else if (controller.signal.aborted) return undefined;
      else warn(`[raider-panel] failed to load icon ${name}: ${describe(error)}`);
      return null;
    } finally {
      inFlight.delete(controller);
    }
  }

  return {
    load(name) {
      if (results.has(name)) return Promise.resolve(results.get(name) ?? null);
      let promise = pending.get(name);
      if (!promise) {
        promise = request(name).then((svg) => {
          pending.delete(name);
          // A failure is remembered too: one warning per icon, not one per render.
          if (svg !== undefined) results.set(name, svg);
          return svg ?? null;
        });
        pending.set(name, promise);
      }
      return promise;
    },
    peek(name) {
      return results.get(name);
    },
    dispose() {
      for (const controller of inFlight) controller.abort();
    },
  };
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
