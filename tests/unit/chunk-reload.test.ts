import { describe, expect, it, vi } from 'vitest';
import { chunkReloadKey, claimChunkReload } from '../../src/platform/chunk-reload';
import { createSafeStorage } from '../../src/platform/safe-storage';
import { ChunkLoadError } from '../../src/instance/chunk-load-error';
import { loadWithRecovery } from '../../src/app/page-registry';
import { memoryStorage } from './helpers/memory-storage';

describe('claimChunkReload', () => {
  it('allows one reload per path within 10 000 ms', () => {
    const storage = memoryStorage();
    expect(claimChunkReload('/values', storage, 0)).toBe(true);
    expect(JSON.parse(storage.get(chunkReloadKey)!)).toEqual({ path: '/values', expires: 10_000 });
    expect(claimChunkReload('/values', storage, 9_999)).toBe(false);
    expect(claimChunkReload('/values', storage, 10_000)).toBe(true);
  });

  it('allows a reload for a different path at once', () => {
    const storage = memoryStorage();
    expect(claimChunkReload('/values', storage, 0)).toBe(true);
    expect(claimChunkReload('/manifesto', storage, 1)).toBe(true);
    expect(claimChunkReload('/manifesto', storage, 2)).toBe(false);
  });

  it.each(['not json', '42', '{"path":"/values","expires":"later"}', 'null'])('treats a stored %j as nothing stored', (stored) => {
    expect(claimChunkReload('/values', memoryStorage({ [chunkReloadKey]: stored }), 0)).toBe(true);
  });

  it('ignores storage errors instead of throwing', () => {
    const broken = createSafeStorage(() => {
      throw new Error('denied');
    });
    expect(() => claimChunkReload('/values', broken, 0)).not.toThrow();
    expect(claimChunkReload('/values', broken, 0)).toBe(true);
  });
});

describe('loadWithRecovery', () => {
  const page = { default: () => null };

  it('site: a failed chunk reloads once at the target path, then lets the error through', async () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    const load = vi.fn(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    const recovery = { kind: 'site' as const, currentPath: () => '/manifesto', storage, reload };
    const pending = loadWithRecovery(load, recovery);
    await Promise.resolve();
    await Promise.resolve();
    expect(reload).toHaveBeenCalledOnce();
    expect(load).toHaveBeenCalledOnce();
    void pending;
    await expect(loadWithRecovery(load, recovery)).rejects.toThrow('Failed to fetch');
    expect(reload).toHaveBeenCalledOnce();
  });

  it('widget: retries the import once before falling back to the guard', async () => {
    const load = vi.fn().mockRejectedValueOnce(new TypeError('flaky')).mockResolvedValueOnce(page);
    const reload = vi.fn();
    await expect(loadWithRecovery(load, { kind: 'widget', currentPath: () => '/values', storage: memoryStorage(), reload })).resolves.toBe(
      page,
    );
    expect(load).toHaveBeenCalledTimes(2);
    expect(reload).not.toHaveBeenCalled();
  });

  it('widget: two failures go to the same guard', async () => {
    const load = vi.fn(() => Promise.reject(new TypeError('gone')));
    const reload = vi.fn();
    const storage = memoryStorage({ [chunkReloadKey]: JSON.stringify({ path: '/values', expires: Date.now() + 5_000 }) });
    await expect(loadWithRecovery(load, { kind: 'widget', currentPath: () => '/values', storage, reload })).rejects.toThrow('gone');
    expect(load).toHaveBeenCalledTimes(2);
    expect(reload).not.toHaveBeenCalled();
  });

  it('reports a chunk that failed for good: before the reload, or as a ChunkLoadError for the error boundary', async () => {
    const load = vi.fn(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    const reload = vi.fn();
    const onError = vi.fn();
    const storage = memoryStorage();
    const recovery = { kind: 'site' as const, currentPath: () => '/manifesto', storage, reload, onError };
    void loadWithRecovery(load, recovery);
    await vi.waitFor(() => expect(reload).toHaveBeenCalledOnce());
    expect(onError.mock.calls).toEqual([
      [{ message: 'could not load the code of the page /manifesto: Failed to fetch dynamically imported module', source: 'chunk' }],
    ]);
    // Within the guard's window no reload: the error goes on to the boundary, which reports it there.
    const failure = await loadWithRecovery(load, recovery).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ChunkLoadError);
    expect((failure as ChunkLoadError).cause).toBeInstanceOf(TypeError);
    expect(onError).toHaveBeenCalledOnce();
  });
});
