import { createElement, type ComponentType } from 'react';
import { claimChunkReload, type SafeStorage } from '../platform';
import { ChunkLoadError } from '../instance/chunk-load-error';
import type { ErrorDetail } from '../instance/panel-events';

/** A lazily loaded component with props: the raider panel's layout and sign-in guard. */
export type ComponentLoader<Props extends object> = () => Promise<{ default: ComponentType<Props> }>;

/** A component whose code loads on first render (it suspends until then) or earlier with `preload()`. */
export interface LazyComponent<Props extends object> {
  (props: Props): ReturnType<typeof createElement>;
  /**
   * Loads the code ahead of the first render (prefetching on idle), so that render is immediate. A
   * failure here is forgotten: the render tries again, with the chunk-failure recovery.
   */
  preload(): Promise<void>;
}

/** The instance's lazy component for a loader: the same one for the same loader, made on first use. */
export type PageRegistry = <Props extends object = object>(load: ComponentLoader<Props>) => LazyComponent<Props>;

export interface ChunkRecovery {
  /** `site`: reload at once; `widget`: retry the import once first (a deploy may have raced it). */
  kind: 'site' | 'widget';
  /** The path being navigated to when the chunk failed. */
  currentPath(): string;
  /** sessionStorage, guarded: remembers the last reload so a missing chunk cannot loop. */
  storage: SafeStorage;
  /** Full page load of the current URL (which already shows the target path). */
  reload(): void;
  /** Told when a chunk failed for good, before the reload (a chunk that reaches the error boundary is reported there). */
  onError?: (detail: ErrorDetail) => void;
}

/**
 * A failed page chunk (usually an old tab after a deploy removed it) reloads the page at the target
 * path, at most once per 10 s per path, so a deploy costs one reload and never a loop. When the guard says no, the error reaches the
 * error boundary and the raider sees the error page instead of a reload loop.
 */
export function loadWithRecovery<Loaded>(load: () => Promise<Loaded>, recovery: ChunkRecovery): Promise<Loaded> {
  const first = recovery.kind === 'widget' ? load().catch(() => load()) : load();
  return first.catch((error: unknown) => {
    const path = recovery.currentPath();
    const failure = new ChunkLoadError(path, error);
    if (!claimChunkReload(path, recovery.storage)) throw failure;
    recovery.onError?.({ message: failure.message, source: 'chunk' });
    recovery.reload();
    // The page is going away; never settle, so nothing renders an error in the meantime.
    return new Promise<never>(() => {});
  });
}

/**
 * Like `React.lazy`, plus `preload()`: once the code is in, the component renders at once, with no
 * round through the Suspense fallback (a route switch after prefetching paints in one frame).
 * `renderLoad` is what a render waits for (with recovery); `preload` uses the plain `load`, since a
 * background prefetch that fails must never reload the page.
 */
function lazyComponent<Props extends object>(load: ComponentLoader<Props>, renderLoad: ComponentLoader<Props>): LazyComponent<Props> {
  let loaded: ComponentType<Props> | null = null;
  let failure: { error: unknown } | null = null;
  let pending: Promise<void> | null = null;
  function Lazy(props: Props) {
    if (loaded) return createElement(loaded, props);
    if (failure) throw failure.error;
    // The Suspense protocol: the nearest boundary shows its fallback until this settles, then renders again.
    pending ??= renderLoad().then(
      (module) => {
        loaded = module.default;
      },
      (error: unknown) => {
        failure = { error };
      },
    );
    throw pending;
  }
  Lazy.preload = () =>
    loaded
      ? Promise.resolve()
      : load().then(
          (module) => {
            loaded ??= module.default;
          },
          () => {},
        );
  return Lazy;
}

/**
 * Lazy page components of one instance, one per loader (pages, and the raider panel's layout and guard).
 * Per instance so a failed chunk in one widget (and its retry) never poisons another widget's cached
 * component.
 */
export function createPageRegistry(recovery?: ChunkRecovery): PageRegistry {
  // Keyed by the loader function; each entry's props type is the one its loader declares.
  const pages = new Map<unknown, unknown>();
  return <Props extends object>(load: ComponentLoader<Props>) => {
    let page = pages.get(load) as LazyComponent<Props> | undefined;
    if (!page) {
      page = lazyComponent(load, recovery ? () => loadWithRecovery(load, recovery) : load);
      pages.set(load, page);
    }
    return page;
  };
}
