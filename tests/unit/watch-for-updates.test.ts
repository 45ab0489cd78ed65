// @vitest-environment happy-dom
import { createMemoryHistory } from '@remix-run/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { watchForUpdates, type UpdateNavigation } from '../../src/app/watch-for-updates';

describe('watchForUpdates', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('hands the first navigation after a newer build to the handler, once, and still renders it', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response(JSON.stringify({ id: 'new', timestamp: 1, core: 'assets/core-N.js' })))),
    );
    const navigations: UpdateNavigation[] = [];
    const seen: string[] = [];
    const { history, stop } = watchForUpdates(
      createMemoryHistory({ initialEntries: ['/'], v5Compat: true }),
      { manifestUrl: 'https://guild.example/builds/latest.json', currentId: 'old', interval: 1_000 },
      (navigation) => navigations.push(navigation),
    );
    const unlisten = history.listen(({ location }) => seen.push(location.pathname));
    history.push('/values');
    expect(navigations).toEqual([]);
    await vi.advanceTimersByTimeAsync(1_000);
    history.push('/manifesto?x=1');
    history.push('/testimonials');
    expect(seen).toEqual(['/values', '/manifesto', '/testimonials']);
    expect(navigations).toEqual([
      {
        path: '/manifesto?x=1',
        manifest: { id: 'new', timestamp: 1, core: 'assets/core-N.js' },
        manifestUrl: 'https://guild.example/builds/latest.json',
      },
    ]);
    unlisten();
    stop();
  });

  it('without a config it returns the history untouched and checks nothing', () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const original = createMemoryHistory();
    const { history } = watchForUpdates(original, null, () => {});
    expect(history).toBe(original);
    vi.advanceTimersByTime(10 * 3_600_000);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
