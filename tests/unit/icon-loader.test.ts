// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createIconLoader, iconTimeoutMs } from '../../src/platform/icon-loader';

const swordSvg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M4 20L20 4"/></svg>';

/** A fetch that never answers on its own; it rejects like the real one when its signal aborts. */
function hangingFetch() {
  return vi.fn((_url: RequestInfo | URL, init?: RequestInit) => {
    return new Promise<Response>((_resolve, reject) => {
      init?.signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
    });
  });
}

function answeringFetch(body: string, status = 200) {
  return vi.fn(
    async (_url: RequestInfo | URL, _init?: RequestInit) => new Response(body, { status, headers: { 'Content-Type': 'image/svg+xml' } }),
  );
}

let warn: ReturnType<typeof vi.fn<(message: string) => void>>;

beforeEach(() => {
  vi.useFakeTimers();
  warn = vi.fn<(message: string) => void>();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('createIconLoader: the 1500 ms rule', () => {
  it('uses 1500 ms', () => {
    expect(iconTimeoutMs).toBe(1500);
  });

  it('is still waiting at 1499 ms and gives up at 1500 ms with a warning and null', async () => {
    const fetch = hangingFetch();
    const loader = createIconLoader({ service: 'https://icons.example/svg/', fetch, warn });
    let result: string | null | 'pending' = 'pending';
    void loader.load('lucide:sword').then((value) => (result = value));
    expect(fetch).toHaveBeenCalledWith(
      'https://icons.example/svg/lucide:sword.svg',
      expect.objectContaining({ signal: expect.any(AbortSignal) }),
    );

    await vi.advanceTimersByTimeAsync(1499);
    expect(result).toBe('pending');
    expect(warn).not.toHaveBeenCalled();
    expect(fetch.mock.calls[0]![1]!.signal!.aborted).toBe(false);

    await vi.advanceTimersByTimeAsync(1);
    expect(fetch.mock.calls[0]![1]!.signal!.aborted).toBe(true);
    expect(result).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toContain('timed out after 1500ms');
    expect(warn.mock.calls[0]![0]).toContain('lucide:sword');
  });

  it('counts a slow body against the same limit', async () => {
    const fetch = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg">'));
          init?.signal?.addEventListener('abort', () => controller.error(new DOMException('aborted', 'AbortError')));
        },
      });
      return new Response(body, { status: 200 });
    });
    const loader = createIconLoader({ service: 'https://icons.example', fetch, warn });
    const result = loader.load('slow');
    await vi.advanceTimersByTimeAsync(1500);
    await expect(result).resolves.toBeNull();
    expect(warn.mock.calls.map(([message]) => message)).toEqual([expect.stringContaining('timed out after 1500ms')]);
  });

  it('clears its timer when the icon arrives in time: no late warning', async () => {
    const loader = createIconLoader({ service: 'https://icons.example', fetch: answeringFetch(swordSvg), warn });
    await expect(loader.load('sword')).resolves.toContain('<path d="M4 20L20 4"');
    await vi.advanceTimersByTimeAsync(5000);
    expect(warn).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('createIconLoader: failures', () => {
  it.each([
    ['a 404', () => answeringFetch('Not found', 404)],
    ['a network error', () => vi.fn(async () => Promise.reject(new TypeError('Failed to fetch')))],
    ['a body that is not SVG', () => answeringFetch('<html><body>oops</body></html>')],
    ['an SVG inside HTML', () => answeringFetch('<div><svg xmlns="http://www.w3.org/2000/svg"></svg></div>')],
  ])('%s: warns "failed to load icon <name>" and resolves to null', async (_name, makeFetch) => {
    const loader = createIconLoader({ service: 'https://icons.example', fetch: makeFetch() as unknown as typeof fetch, warn });
    await expect(loader.load('shield-star')).resolves.toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toContain('failed to load icon shield-star');
    expect(warn.mock.calls[0]![0]).not.toContain('timed out');
  });

  it.each(['../secret', 'a/../../b', 'https://evil.example/x', 'x?y=1', '', 'name with space'])(
    'refuses the name %j without a request',
    async (name) => {
      const fetch = answeringFetch(swordSvg);
      const loader = createIconLoader({ service: 'https://icons.example', fetch, warn });
      await expect(loader.load(name)).resolves.toBeNull();
      expect(fetch).not.toHaveBeenCalled();
      expect(warn.mock.calls[0]![0]).toContain(`failed to load icon ${name}`);
    },
  );
});

describe('createIconLoader: cache', () => {
  it('asks once per name, also while the first request is in flight, and remembers failures', async () => {
    const fetch = vi.fn(async (url: RequestInfo | URL) =>
      String(url).endsWith('/gone.svg') ? new Response('', { status: 404 }) : new Response(swordSvg),
    );
    const loader = createIconLoader({ service: 'https://icons.example', fetch, warn });
    const [first, second] = await Promise.all([loader.load('sword'), loader.load('sword')]);
    expect(first).toBe(second);
    await loader.load('sword');
    expect(loader.peek('sword')).toBe(first);
    await loader.load('gone');
    await loader.load('gone');
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(loader.peek('gone')).toBeNull();
    expect(loader.peek('never-asked')).toBeUndefined();
  });

  it('is per loader: a second loader (another app instance) asks again', async () => {
    const fetch = answeringFetch(swordSvg);
    await createIconLoader({ service: 'https://icons.example', fetch, warn }).load('sword');
    await createIconLoader({ service: 'https://icons.example', fetch, warn }).load('sword');
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('dispose() aborts requests in flight without a warning and does not cache them', async () => {
    const fetch = hangingFetch();
    const loader = createIconLoader({ service: 'https://icons.example', fetch, warn });
    const result = loader.load('sword');
    loader.dispose();
    await expect(result).resolves.toBeNull();
    await vi.advanceTimersByTimeAsync(2000);
    expect(warn).not.toHaveBeenCalled();
    expect(loader.peek('sword')).toBeUndefined();
  });
});
