import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { claimChunkReload, type SafeStorage } from '../platform';
import type { PageLoader } from '../routes';
import { ChunkLoadError } from './chunk-load-error';
import type { ErrorDetail } from './panel-events';

export type PageRegistry = (load: PageLoader) => LazyExoticComponent<ComponentType>;

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
 * path, at most once per 10 s per path (PLATFORM.md). When the guard says no, the error reaches the
 * error boundary and the raider sees the error page instead of a reload loop.
 */
export function loadWithRecovery(load: PageLoader, recovery: ChunkRecovery): ReturnType<PageLoader> {
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
 * Lazy page components of one instance, one per loader. Per instance so a failed chunk in one widget
 * (and its retry) never poisons another widget's cached component.
 */
export function createPageRegistry(recovery?: ChunkRecovery): PageRegistry {
  const pages = new Map<PageLoader, LazyExoticComponent<ComponentType>>();
  return (load) => {
    let page = pages.get(load);
    if (!page) {
      page = lazy(recovery ? () => loadWithRecovery(load, recovery) : load);
      pages.set(load, page);
    }
    return page;
  };
}
