import { afterEach, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { AssetProvider, Icon } from '../../src/ui';
import { rootsPerTest } from './helpers/react-roots';

const swordSvg =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M4 20L20 4" onclick="alert(1)"/><script>alert(2)</script></svg>';

let warn: MockInstance<typeof console.warn>;
let fetchMock: ReturnType<typeof vi.fn<(url: string, init?: RequestInit) => Promise<Response>>>;

// The remote icon and its loader are loaded with import() on first use (they are not in the initial
// core). Loading their modules once up front keeps these tests about the icon rules, not module loading.
beforeAll(async () => {
  await Promise.all([import('../../src/ui/RemoteIcon'), import('../../src/platform/icon-loader')]);
});

beforeEach(() => {
  // Only timers and the clock: the runtimes keep scheduling their renders with setImmediate/microtasks.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  warn.mockRestore();
  vi.useRealTimers();
});

const render = rootsPerTest();

/** Lets renders, effects and promise chains run; advances the fake clock by 1 ms per round at most. */
async function until(condition: () => boolean, rounds = 200): Promise<void> {
  for (let round = 0; round < rounds && !condition(); round++) {
    await new Promise((resolve) => setImmediate(resolve));
    if (!condition()) await vi.advanceTimersByTimeAsync(1);
  }
  if (!condition()) throw new Error('condition never became true');
}

const hang = (_url: string, init?: RequestInit) =>
  new Promise<Response>((_resolve, reject) =>
    init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
  );

describe('Icon from the icon service', () => {
  it('renders nothing and warns "timed out after 1500ms" when the service does not answer in 1500 ms', async () => {
    let requestedAt = 0;
    fetchMock.mockImplementation((url, init) => {
      requestedAt = Date.now();
      return hang(url, init);
    });
    const container = render(
      <AssetProvider assetBase="" iconService="https://icons.example/svg">
        <p>
          <Icon name="lucide:sword" label="Miecz" /> Rajd
        </p>
      </AssetProvider>,
    );
    await until(() => fetchMock.mock.calls.length === 1);
    expect(fetchMock.mock.calls[0]![0]).toBe('https://icons.example/svg/lucide:sword.svg');

    // Preact runs effects from a timer, so the fake clock may have moved on since the request started.
    await vi.advanceTimersByTimeAsync(1499 - (Date.now() - requestedAt));
    expect(Date.now() - requestedAt).toBe(1499);
    expect(warn).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await until(() => warn.mock.calls.length > 0);
    expect(warn.mock.calls[0]![0]).toContain('timed out after 1500ms');
    expect(container.querySelector('p')!.innerHTML).toBe(' Rajd');
    expect(container.querySelector('svg, img, [role="img"]')).toBeNull();
  });

  it('renders nothing and warns "failed to load icon <name>" when the request fails', async () => {
    fetchMock.mockResolvedValue(new Response('Not found', { status: 404 }));
    const container = render(
      <AssetProvider assetBase="" iconService="https://icons.example">
        <Icon name="mdi:castle" />
      </AssetProvider>,
    );
    await until(() => warn.mock.calls.length > 0);
    expect(warn.mock.calls[0]![0]).toContain('failed to load icon mdi:castle');
    expect(container.innerHTML).toBe('');
  });

  it('shows the sanitized icon when it arrives in time, sized and labelled', async () => {
    fetchMock.mockImplementation(async () => new Response(swordSvg, { headers: { 'Content-Type': 'image/svg+xml' } }));
    const container = render(
      <AssetProvider assetBase="" iconService="https://icons.example">
        <Icon name="lucide:sword" size={32} label="Miecz" />
      </AssetProvider>,
    );
    await until(() => container.querySelector('[role="img"] svg') !== null);
    const wrapper = container.querySelector<HTMLElement>('[role="img"]')!;
    expect(wrapper.getAttribute('aria-label')).toBe('Miecz');
    expect(wrapper.style.width).toBe('32px');
    expect(wrapper.style.height).toBe('32px');
    expect(wrapper.querySelector('path')?.getAttribute('d')).toBe('M4 20L20 4');
    expect(wrapper.querySelector('path')?.hasAttribute('onclick')).toBe(false);
    expect(wrapper.querySelector('script')).toBeNull();
    await vi.advanceTimersByTimeAsync(3000);
    expect(warn).not.toHaveBeenCalled();
  });

  it('asks the service once per name within an instance, and again in another instance', async () => {
    fetchMock.mockImplementation(async () => new Response(swordSvg));
    const first = render(
      <AssetProvider assetBase="" iconService="https://icons.example">
        <Icon name="sword" />
        <Icon name="sword" />
      </AssetProvider>,
    );
    await until(() => first.querySelectorAll('svg').length === 2);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const second = render(
      <AssetProvider assetBase="" iconService="https://icons.example">
        <Icon name="sword" />
      </AssetProvider>,
    );
    await until(() => second.querySelectorAll('svg').length === 1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('never asks the network for a bundled icon', async () => {
    const container = render(
      <AssetProvider assetBase="" iconService="https://icons.example">
        <Icon name="calendar" />
      </AssetProvider>,
    );
    await until(() => container.querySelector('svg path') !== null);
    await vi.advanceTimersByTimeAsync(2000);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
  });

  it('uses the service prop of one icon without a provider', async () => {
    fetchMock.mockImplementation(async () => new Response(swordSvg));
    const container = render(<Icon name="sword" service="https://other.example/icons/" />);
    await until(() => container.querySelector('svg') !== null);
    expect(fetchMock.mock.calls[0]![0]).toBe('https://other.example/icons/sword.svg');
  });

  it('renders nothing and warns when a name is not bundled and no service is configured', async () => {
    const container = render(<Icon name="mdi:castle" />);
    await until(() => warn.mock.calls.length > 0);
    expect(warn.mock.calls[0]![0]).toContain('failed to load icon mdi:castle');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(container.innerHTML).toBe('');
  });
});
