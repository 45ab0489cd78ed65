import type { SafeStorage } from './safe-storage';

export const chunkReloadKey = 'raider-panel:chunk-reload';
export const chunkReloadWindow = 10_000;

/**
 * Decides whether a failed lazy chunk may reload the page at `path`: at most once per 10 000 ms per path.
 * Remembers `{ path, expires }` in sessionStorage and allows a reload only when the stored path differs
 * or has expired, so a chunk that is really gone cannot put the page in a reload loop. Storage errors
 * are ignored (the safe storage never throws): then a reload is allowed, as without a guard.
 */
export function claimChunkReload(path: string, storage: SafeStorage, now = Date.now()): boolean {
  let stored: { path?: unknown; expires?: unknown } | null = null;
  try {
    stored = JSON.parse(storage.get(chunkReloadKey) ?? 'null');
  } catch {
    stored = null;
  }
  if (stored && stored.path === path && typeof stored.expires === 'number' && stored.expires > now) return false;
  storage.set(chunkReloadKey, JSON.stringify({ path, expires: now + chunkReloadWindow }));
  return true;
}
