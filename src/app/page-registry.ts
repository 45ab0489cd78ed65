import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { claimChunkReload, type SafeStorage } from '../platform';

/** A lazily loaded component with props: the raider panel's layout and sign-in guard. */
export type ComponentLoader<Props extends object> = () => Promise<{ default: ComponentType<Props> }>;

/** The instance's lazy component for a loader: the same one for the same loader, made on first use. */
export type PageRegistry = <Props extends object = object>(load: ComponentLoader<Props>) => LazyExoticComponent<ComponentType<Props>>;

export interface ChunkRecovery {
  /** `site`: reload at once; `widget`: retry the import once first (a deploy may have raced it). */
  kind: 'site' | 'widget';
  /** The path being navigated to when the chunk failed. */
  currentPath(): string;
  /** sessionStorage, guarded: remembers the last reload so a missing chunk cannot loop. */
  storage: SafeStorage;
  /** Full page load of the current URL (which already shows the target path). */
  reload(): void;
}

/**
 * A failed page chunk (usually an old tab after a deploy removed it) reloads the page at the target
 * path, at most once per 10 s per path (PLATFORM.md). When the guard says no, the error reaches the
 * error boundary and the raider sees the error page instead of a reload loop.
 */
export function loadWithRecovery<Loaded>(load: () => Promise<Loaded>, recovery: ChunkRecovery): Promise<Loaded> {
  const first = recovery.kind === 'widget' ? load().catch(() => load()) : load();
  return first.catch((error: unknown) => {
    if (!claimChunkReload(recovery.currentPath(), recovery.storage)) throw error;
    recovery.reload();
    // The page is going away; never settle, so nothing renders an error in the meantime.
    return new Promise<never>(() => {});
  });
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
    let page = pages.get(load) as LazyExoticComponent<ComponentType<Props>> | undefined;
    if (!page) {
      page = lazy(recovery ? () => loadWithRecovery(load, recovery) : load);
      pages.set(load, page);
    }
    return page;
  };
}
