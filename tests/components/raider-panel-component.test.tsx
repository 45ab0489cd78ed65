import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRoot, type Root } from 'react-dom/client';
import { RaiderPanel, type RaiderPanelProps } from '../../src/app/RaiderPanel';
import type { NavigateDetail, ReadyDetail } from '../../src/instance/panel-events';
import { packageVersion } from '../../src/platform/build-info';
import { h1Text } from './helpers/dom';
import { settle, waitFor } from './helpers/wait-for';

const live: Array<{ root: Root; container: HTMLElement }> = [];

afterEach(() => {
  for (const { root, container } of live.splice(0)) {
    root.unmount();
    container.remove();
  }
  delete (window as { RaiderPanel?: unknown }).RaiderPanel;
  vi.restoreAllMocks();
});

/** Renders `<RaiderPanel>` with a host React root; `update` re-renders it with new props. */
function renderPanel(props: RaiderPanelProps) {
  const container = document.createElement('section');
  document.body.append(container);
  const root = createRoot(container);
  live.push({ root, container });
  root.render(<RaiderPanel {...props} />);
  const outer = () => container.firstElementChild as HTMLElement;
  const host = () => outer().firstElementChild as HTMLElement;
  const shadow = () => host().shadowRoot!;
  return { container, outer, host, shadow, update: (next: RaiderPanelProps) => root.render(<RaiderPanel {...next} />) };
}

describe('<RaiderPanel> for React hosts', { timeout: 20_000 }, () => {
  it('renders the site into a shadow root of its own element; ready once, then every navigation', async () => {
    const ready: ReadyDetail[] = [];
    const navigations: NavigateDetail[] = [];
    const callbacks = {
      onReady: (detail: ReadyDetail) => ready.push(detail),
      onNavigate: (detail: NavigateDetail) => navigations.push(detail),
    };
    const panel = renderPanel({ route: '/values', className: 'guild-panel', ...callbacks });
    await waitFor(() => expect(h1Text(panel.shadow())).toBe('Nasze wartości'));
    expect(panel.outer().className).toBe('guild-panel');
    expect(panel.host().childElementCount).toBe(0);
    const colorClass = panel.host().className;
    expect(['light', 'dark']).toContain(colorClass);

    // The host's own class changes never touch the panel's colour-mode class.
    panel.update({ route: '/manifesto', className: 'guild-panel wide', ...callbacks });
    await waitFor(() => expect(h1Text(panel.shadow())).toBe('Manifest'));
    await waitFor(() => expect(navigations.map((detail) => detail.path)).toEqual(['/values', '/manifesto']));
    expect(panel.outer().className).toBe('guild-panel wide');
    expect(panel.host().className).toBe(colorClass);
    expect(ready).toEqual([{ version: packageVersion(), path: '/values' }]);
  });

  it('colorMode, uiLocale and config apply to the running panel; changing a callback does not remount', async () => {
    // The sample guild's config names Polish; the host's uiLocale wins over it.
    const panel = renderPanel({ route: '/nieznana', uiLocale: 'en' });
    await waitFor(() => expect(h1Text(panel.shadow())).toBe('404 Page Not Found'));
    const heading = panel.shadow().querySelector('h1');
    const onNavigate = vi.fn();
    panel.update({ route: '/nieznana', colorMode: 'dark', uiLocale: 'pl', onNavigate });
    await waitFor(() => expect(h1Text(panel.shadow())).toBe('404 Nie znaleziono strony'));
    await waitFor(() => expect(panel.host().classList.contains('dark')).toBe(true));
    expect(panel.shadow().querySelector('h1')).toBe(heading);
    panel.update({ route: '/nieznana', colorMode: null, uiLocale: 'en', onNavigate });
    await waitFor(() => expect(h1Text(panel.shadow())).toBe('404 Page Not Found'));
    await waitFor(() => expect(panel.host().classList.contains('dark')).toBe(false));
    expect(panel.shadow().querySelector('h1')).toBe(heading);
    expect(onNavigate).not.toHaveBeenCalled();
  });

  it('a config object is used from the first render; the same object again is not reloaded', async () => {
    const { sampleGuild } = await import('../../src/data');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const config = { ...sampleGuild, name: 'Srebrny Zmierzch' };
    const onError = vi.fn();
    const panel = renderPanel({ config, onError });
    await waitFor(() => expect(h1Text(panel.shadow())).toBe('Srebrny Zmierzch'));
    const heading = panel.shadow().querySelector('h1');
    panel.update({ config, onError, route: '/' });
    await settle();
    expect(panel.shadow().querySelector('h1')).toBe(heading);
    panel.update({ config: { ...sampleGuild, name: '' }, onError, route: '/' });
    await waitFor(() => expect(onError).toHaveBeenCalledWith(expect.objectContaining({ source: 'config' })));
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('a new routing remounts on the page the raider was on; unmounting empties the shadow root', async () => {
    const ready = vi.fn();
    const panel = renderPanel({ route: '/testimonials', onReady: ready });
    await waitFor(() => expect(h1Text(panel.shadow())).toBe('Opinie rajdowców'));
    const host = panel.host();
    panel.update({ route: '/testimonials', routing: 'hash', onReady: ready });
    await waitFor(() => expect(ready).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(h1Text(panel.shadow())).toBe('Opinie rajdowców'));
    expect(window.location.hash).toBe('#/testimonials');
    expect(panel.host()).toBe(host);
    const { root } = live.pop()!;
    root.unmount();
    expect(host.shadowRoot!.childNodes).toHaveLength(0);
    window.location.hash = '';
  });

  it('warns once when the page also runs raider-panel.js in another version', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    (window as { RaiderPanel?: unknown }).RaiderPanel = Object.assign(() => {}, { version: '0.0.1-old' });
    const first = renderPanel({});
    const second = renderPanel({});
    await waitFor(() => expect(first.shadow()).toBeTruthy());
    await waitFor(() => expect(second.shadow()).toBeTruthy());
    const mismatch = warn.mock.calls.filter(([message]) => String(message).includes('raider-panel.js version 0.0.1-old'));
    expect(mismatch).toHaveLength(1);
  });
});
