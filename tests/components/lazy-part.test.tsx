import { afterEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { lazyPart } from '../../src/ui/lazy-part';
import { waitFor } from './helpers/wait-for';
import { rootsPerTest } from './helpers/react-roots';

function Greeting({ name }: { name: string }) {
  return <p data-testid="part">Cześć, {name}</p>;
}

afterEach(() => {
  vi.restoreAllMocks();
});
const render = rootsPerTest();

describe('lazyPart', () => {
  it('renders the fallback until the code is in, then the part with its props; loads once for every use', async () => {
    let resolve!: (module: { default: typeof Greeting }) => void;
    const load = vi.fn(() => new Promise<{ default: typeof Greeting }>((done) => (resolve = done)));
    const part = lazyPart('greeting', load, { fallback: ({ name }) => <p data-testid="fallback">{name}</p> });
    const first = render(<part.Component name="Mirabelka" />);
    const second = render(<part.Component name="Szeptucha" />);
    await waitFor(() => expect(first.querySelector('[data-testid="fallback"]')?.textContent).toBe('Mirabelka'));
    expect(first.querySelector('[data-testid="part"]')).toBeNull();
    await waitFor(() => expect(load).toHaveBeenCalled());
    resolve({ default: Greeting });
    await waitFor(() => expect(first.querySelector('[data-testid="part"]')?.textContent).toBe('Cześć, Mirabelka'));
    await waitFor(() => expect(second.querySelector('[data-testid="part"]')?.textContent).toBe('Cześć, Szeptucha'));
    expect(load).toHaveBeenCalledTimes(1);
    // Loaded once, later uses render at once.
    const third = render(<part.Component name="Grzmotobrody" />);
    await waitFor(() => expect(third.textContent).toBe('Cześć, Grzmotobrody'));
  });

  it('renders nothing before the code is in when it has no fallback', async () => {
    const part = lazyPart('greeting', () => new Promise<{ default: typeof Greeting }>(() => {}));
    const container = render(
      <div data-testid="box">
        <part.Component name="Mirabelka" />
      </div>,
    );
    await waitFor(() => expect(container.querySelector('[data-testid="box"]')).not.toBeNull());
    expect(container.querySelector('[data-testid="box"]')!.innerHTML).toBe('');
  });

  it('a failed load costs one warning and keeps the fallback (never an error for the page); the next use tries again', async () => {
    const warn: MockInstance<typeof console.warn> = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const load = vi
      .fn<() => Promise<{ default: typeof Greeting }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ default: Greeting });
    const part = lazyPart('greeting', load, { fallback: () => <p data-testid="fallback">…</p> });
    const first = render(<part.Component name="Mirabelka" />);
    await waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
    expect(String(warn.mock.calls[0]![0])).toBe('[raider-panel] could not load the greeting');
    expect(first.querySelector('[data-testid="fallback"]')).not.toBeNull();
    const second = render(<part.Component name="Szeptucha" />);
    await waitFor(() => expect(second.textContent).toBe('Cześć, Szeptucha'));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('preload() loads ahead of the first render, which is then immediate', async () => {
    const part = lazyPart('greeting', async () => ({ default: Greeting }));
    await expect(part.preload()).resolves.toBe(Greeting);
    const container = render(<part.Component name="Mirabelka" />);
    await waitFor(() => expect(container.textContent).toBe('Cześć, Mirabelka'));
  });
});
