// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startUpdateCheck, type BuildManifest } from '../../src/platform/update-check';

const manifestUrl = 'https://guild.example/builds/latest.json';

function respond(body: unknown, status = 200) {
  return Promise.resolve(new Response(JSON.stringify(body), { status }));
}

describe('startUpdateCheck', () => {
  beforeEach(() => vi.useFakeTimers({ now: 1_000 }));
  afterEach(() => vi.useRealTimers());

  function start(fetchImpl: (url: string) => Promise<Response>, interval = 60_000) {
    const updates: BuildManifest[] = [];
    const fetchMock = vi.fn(fetchImpl);
    const stop = startUpdateCheck({
      manifestUrl,
      currentId: 'build-a',
      interval,
      onUpdate: (manifest) => updates.push(manifest),
      fetch: fetchMock as unknown as typeof fetch,
    });
    return { updates, fetchMock, stop };
  }

  it('fetches the manifest every interval, cache-busted with ?<now>', async () => {
    const { fetchMock, stop } = start(() => respond({ id: 'build-a', timestamp: 1 }));
    expect(fetchMock).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]![0]).toBe(`${manifestUrl}?61000`);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    stop();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('defaults to one hour', async () => {
    const fetchMock = vi.fn(() => respond({ id: 'build-a', timestamp: 1 }));
    const stop = startUpdateCheck({ manifestUrl, currentId: 'build-a', onUpdate() {}, fetch: fetchMock as unknown as typeof fetch });
    await vi.advanceTimersByTimeAsync(3_599_999);
    expect(fetchMock).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledOnce();
    stop();
  });

  it('stop() cancels a request still out, and its late answer reports nothing', async () => {
    let answer: ((response: Response) => void) | undefined;
    const signals: AbortSignal[] = [];
    const updates: BuildManifest[] = [];
    const stop = startUpdateCheck({
      manifestUrl,
      currentId: 'build-a',
      interval: 0,
      onUpdate: (manifest) => updates.push(manifest),
      fetch: ((_url: string, init: RequestInit) => {
        signals.push(init.signal!);
        return new Promise<Response>((resolve) => (answer = resolve));
      }) as unknown as typeof fetch,
    });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(signals).toHaveLength(1);
    expect(signals[0]!.aborted).toBe(false);
    stop();
    expect(signals[0]!.aborted).toBe(true);
    answer!(new Response(JSON.stringify({ id: 'build-b', timestamp: 2 })));
    await vi.advanceTimersByTimeAsync(0);
    expect(updates).toEqual([]);
  });

  it('re-checks when the tab becomes visible again', async () => {
    const { fetchMock, stop } = start(() => respond({ id: 'build-a', timestamp: 1 }), 0);
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledOnce();
    stop();
    document.dispatchEvent(new Event('visibilitychange'));
    expect(fetchMock).toHaveBeenCalledOnce();
  });

  it('reports a newer build once and stops polling', async () => {
    const { updates, fetchMock } = start(() => respond({ id: 'build-b', timestamp: 2, core: 'assets/core-B.js' }));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(updates).toEqual([{ id: 'build-b', timestamp: 2, core: 'assets/core-B.js' }]);
    await vi.advanceTimersByTimeAsync(600_000);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(updates).toHaveLength(1);
  });

  it.each([
    ['a network error', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['a 404', () => respond({ id: 'build-b' }, 404)],
    ['broken JSON', () => Promise.resolve(new Response('<html>', { status: 200 }))],
    ['a manifest without id', () => respond({ timestamp: 3 })],
    ['the same build', () => respond({ id: 'build-a', timestamp: 3 })],
  ])('ignores %s silently and keeps polling', async (_, fetchImpl) => {
    const error = vi.spyOn(console, 'error');
    const { updates, fetchMock, stop } = start(fetchImpl);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(updates).toEqual([]);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(error).not.toHaveBeenCalled();
    stop();
  });
});
