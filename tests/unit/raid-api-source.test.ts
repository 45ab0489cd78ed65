import { afterEach, describe, expect, it, vi } from 'vitest';
import { backendUrl, createRaidApiSource, localDataKey } from '../../src/app/raid-api-source';
import { demoStore } from '../../src/app/demo-store';
import { assetBaseOfApi } from '../../src/platform/image-base';
import { sampleGuild } from '../../src/data/guild';
import { createGuildConfigStore } from '../../src/stores';

const guild = () => createGuildConfigStore(sampleGuild);

describe('choosing the raid data adapter', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it.each([
    [undefined, 'https://guild.example/panel/', 'https://guild.example/panel/api'],
    ['', 'https://guild.example/', 'https://guild.example/api'],
    ['https://raids.example/api/', 'https://guild.example/', 'https://raids.example/api'],
    ['local', 'https://guild.example/', null],
    [' local ', 'https://guild.example/', null],
  ])('api %j with the app at %s talks to %s', (api, base, expected) => {
    expect(backendUrl(api, base)).toBe(expected);
  });

  it('uses the local demo store for api="local", with its own session key', async () => {
    const source = createRaidApiSource({ api: 'local', defaultBase: 'https://guild.example/', guild: guild(), demoStore });
    expect(source.sessionKey).toBe('raider-panel:session:local');
    expect((await source.get()).kind).toBe('local');
  });

  it('without the demo store (the npm package without raider-panel/demo) says so instead of loading it', async () => {
    const warn = vi.fn();
    const source = createRaidApiSource({ api: 'local', defaultBase: 'https://guild.example/', guild: guild(), warn });
    await expect(source.get()).rejects.toThrow('nie wczytała wersji demonstracyjnej');
    expect(warn.mock.calls[0]![0]).toContain("'raider-panel/demo'");
  });

  it.each([
    ['https://rajdy.example/api', 'https://rajdy.example/'],
    ['https://rajdy.example/gildia/api/', 'https://rajdy.example/gildia/'],
    ['local', undefined],
    [undefined, undefined],
  ])('takes the images of api %j from %s', (api, base) => {
    expect(assetBaseOfApi(api)).toBe(base);
  });

  it('uses the default backend when its health check answers', async () => {
    const fetch = vi.fn(
      async (_url: string | URL) => new Response(JSON.stringify({ service: 'raider-panel', status: 'ok' }), { status: 200 }),
    );
    vi.stubGlobal('fetch', fetch);
    const source = createRaidApiSource({ api: undefined, defaultBase: 'https://guild.example/', guild: guild(), demoStore });
    expect(source.sessionKey).toBe('raider-panel:session:https://guild.example/api');
    expect((await source.get()).kind).toBe('http');
    expect(String(fetch.mock.calls[0]?.[0])).toBe('https://guild.example/api/health');
  });

  it.each([
    ['a static host answering HTML', async () => new Response('<!doctype html><title>Gildia</title>', { status: 200 })],
    ['a 404', async () => new Response('not found', { status: 404 })],
  ])('falls back to the local demo store only when there is no server at all: %s', async (_case, answer) => {
    vi.stubGlobal('fetch', vi.fn(answer));
    const source = createRaidApiSource({ api: undefined, defaultBase: 'https://guild.example/', guild: guild(), demoStore });
    expect((await source.get()).kind).toBe('local');
    expect(source.$status.get()).toBe('demo');
    expect(await source.backend()).toBeNull();
  });

  it.each([
    ['unreachable', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['busy (503)', async () => new Response(JSON.stringify({ service: 'raider-panel', status: 'database-unavailable' }), { status: 503 })],
    ['behind a failing proxy (502)', async () => new Response('<h1>Bad Gateway</h1>', { status: 502 })],
  ])('never swaps a server that is %s for the demo store: calls fail in Polish and the next call checks again', async (_case, answer) => {
    const fetch = vi.fn(answer);
    vi.stubGlobal('fetch', fetch);
    const source = createRaidApiSource({ api: undefined, defaultBase: 'https://guild.example/', guild: guild(), demoStore });
    await expect(source.get()).rejects.toMatchObject({
      code: 'unavailable',
      message: expect.stringMatching(/^Serwer gildii chwilowo niedostępny/),
    });
    expect(source.$status.get()).toBe('unavailable');
    // The server is back: the next call finds it.
    fetch.mockImplementation(async () => new Response(JSON.stringify({ service: 'raider-panel', status: 'ok' }), { status: 200 }));
    expect((await source.get()).kind).toBe('http');
    expect(source.$status.get()).toBe('ok');
  });

  it('does not wait forever for a slow server: it is unavailable, not the demo store', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise<Response>((_resolve, reject) => {
            init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          }),
      ),
    );
    vi.useFakeTimers();
    try {
      const source = createRaidApiSource({
        api: undefined,
        defaultBase: 'https://guild.example/',
        guild: guild(),
        probeTimeoutMs: 2500,
        demoStore,
      });
      const adapter = source.get();
      const settled = expect(adapter).rejects.toMatchObject({ code: 'unavailable' });
      await vi.advanceTimersByTimeAsync(2500);
      await settled;
      expect(source.$status.get()).toBe('unavailable');
    } finally {
      vi.useRealTimers();
    }
  });

  it('tells raiders and warns once when the server refuses the page, and still reads its config', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ service: 'raider-panel', status: 'ok', origin: 'https://fan.example', originAllowed: false }), {
            status: 200,
          }),
      ),
    );
    const warn = vi.fn();
    const source = createRaidApiSource({ api: undefined, defaultBase: 'https://guild.example/', guild: guild(), warn, demoStore });
    await expect(source.get()).rejects.toMatchObject({
      code: 'unavailable',
      message: expect.stringMatching(/^Ta strona nie jest dopuszczona przez serwer gildii/),
    });
    await expect(source.get()).rejects.toMatchObject({ code: 'unavailable' });
    expect(source.$status.get()).toBe('refused-origin');
    expect(await source.backend()).toBe('https://guild.example/api');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toMatch(/ALLOWED_ORIGINS/);
  });

  it('never probes a backend the host named, and creates the adapter once', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const source = createRaidApiSource({
      api: 'https://raids.example/api',
      defaultBase: 'https://guild.example/',
      guild: guild(),
      demoStore,
    });
    const first = await source.get();
    expect(first.kind).toBe('http');
    expect(await source.get()).toBe(first);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('stop() (the app unmounted) cancels a health check still out; the next use asks again', async () => {
    const healthy = JSON.stringify({ service: 'raider-panel', status: 'ok' });
    let answer: ((response: Response) => void) | undefined;
    const fetch = vi.fn(
      (_url: string | URL, init: RequestInit = {}) =>
        new Promise<Response>((resolve, reject) => {
          answer = resolve;
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    vi.stubGlobal('fetch', fetch);
    const source = createRaidApiSource({ api: undefined, defaultBase: 'https://guild.example/', guild: guild(), demoStore });
    const cut = source.get();
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    source.stop();
    // Nothing was found out: no verdict, and the adapter asked for before fails instead of waiting.
    await expect(cut).rejects.toThrow();
    expect(source.$status.get()).toBe('checking');

    const again = source.get();
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    answer!(new Response(healthy, { status: 200 }));
    expect((await again).kind).toBe('http');
    expect(source.$status.get()).toBe('ok');
  });

  it('stop() while the demo store still loads: not opened for the app that is gone; a mount right after opens its own', async () => {
    // The demo store's storage, as a browser's: opening the store records there when the demo guild began.
    const stored = new Map<string, string>();
    const localStorage = {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => void stored.set(key, String(value)),
      removeItem: (key: string) => void stored.delete(key),
    };
    vi.stubGlobal('window', Object.assign(new EventTarget(), { localStorage }));
    const source = createRaidApiSource({ api: 'local', defaultBase: 'https://guild.example/', guild: guild(), demoStore });
    const cut = source.get();
    source.stop();
    await expect(cut).rejects.toMatchObject({ name: 'AbortError' });
    expect(stored.has(localDataKey)).toBe(false);

    const cutAgain = source.get();
    source.stop();
    // The element moved: mounted again before the last creation has settled.
    const again = source.get();
    await expect(cutAgain).rejects.toMatchObject({ name: 'AbortError' });
    expect((await again).kind).toBe('local');
    expect(JSON.parse(stored.get(localDataKey)!)).toMatchObject({ startedAt: expect.any(String) });
  });

  it("stop() cancels the adapter's reads still out, not its writes, and later reads go out as before", async () => {
    const healthy = JSON.stringify({ service: 'raider-panel', status: 'ok' });
    const aborted: string[] = [];
    const fetch = vi.fn((url: string | URL, init: RequestInit = {}) => {
      const path = new URL(String(url)).pathname;
      if (path === '/api/health') return Promise.resolve(new Response(healthy, { status: 200 }));
      return new Promise<Response>((_resolve, reject) =>
        init.signal?.addEventListener('abort', () => {
          aborted.push(`${init.method ?? 'GET'} ${path}`);
          reject(new DOMException('aborted', 'AbortError'));
        }),
      );
    });
    vi.stubGlobal('fetch', fetch);
    const source = createRaidApiSource({ api: undefined, defaultBase: 'https://guild.example/', guild: guild(), demoStore });
    const api = await source.get();
    const read = api.listRaids({ from: '2026-01-01T00:00:00Z', to: '2026-02-01T00:00:00Z' });
    void api.signOut('token');
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(3));
    source.stop();
    await expect(read).rejects.toMatchObject({ code: 'unavailable' });
    expect(aborted).toEqual(['GET /api/raids']);

    // The next mount's reads are not cancelled by the last one's stop.
    void api.listRaids({ from: '2026-01-01T00:00:00Z', to: '2026-02-01T00:00:00Z' });
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(4));
    expect(aborted).toEqual(['GET /api/raids']);
  });
});
