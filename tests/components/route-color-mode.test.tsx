import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { useEffect } from 'react';
import { AppContext, type AppContextValue } from '../../src/instance/app-context';
import { RouteColorMode } from '../../src/app/RouteColorMode';
import { sampleGuild } from '../../src/data';
import { createSafeStorage } from '../../src/platform';
import type { RouteRecord } from '../../src/routes';
import { createColorModeStore, createGuildConfigStore, createRaiderSessionStore } from '../../src/stores';
import { waitFor } from './helpers/wait-for';

const table: RouteRecord[] = [
  { path: '/', name: 'index', layout: 'default' },
  { path: '/night', name: 'night', layout: 'default', colorMode: 'dark' },
  { path: '/raider', layout: 'dashboard', colorMode: 'light', children: [{ path: 'signups', layout: 'raider', colorMode: 'dark' }] },
];

let root: Root | undefined;
afterEach(() => {
  root?.unmount();
  root = undefined;
  vi.restoreAllMocks();
});

/** Renders RouteColorMode in a router; resolves once navigation is possible (rendering is async). */
async function render(colorMode: AppContextValue['colorMode']) {
  let go: ((path: string) => void) | null = null;
  function Navigator() {
    const navigate = useNavigate();
    useEffect(() => {
      go = (path) => navigate(path);
    }, [navigate]);
    return null;
  }
  const context: AppContextValue = {
    guild: createGuildConfigStore(sampleGuild),
    session: createRaiderSessionStore(),
    // These tests never reach a raider page, so no data adapter is ever asked for.
    raidApi: () => Promise.reject(new Error('no RaidApi in this test')),
    onSignup: () => {},
    colorMode,
    kind: 'widget',
    userAgent: '',
    onNavigate: () => {},
  };
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  root.render(
    <AppContext.Provider value={context}>
      <MemoryRouter initialEntries={['/']}>
        <Navigator />
        <RouteColorMode table={table} />
      </MemoryRouter>
    </AppContext.Provider>,
  );
  await waitFor(() => expect(go).not.toBeNull());
  return { go: (path: string) => go!(path) };
}

describe('RouteColorMode', () => {
  it("forces a route's mode while it is shown and restores the preference after leaving", async () => {
    const colorMode = createColorModeStore({ storage: createSafeStorage(() => undefined) });
    colorMode.setPreference('light');
    const { go } = await render(colorMode);
    await waitFor(() => expect(colorMode.$routeForced.get()).toBeNull());
    go('/night');
    await waitFor(() => expect(colorMode.$resolved.get()).toBe('dark'));
    expect(colorMode.$preference.get()).toBe('light');
    go('/');
    await waitFor(() => expect(colorMode.$resolved.get()).toBe('light'));
    expect(colorMode.$routeForced.get()).toBeNull();
  });

  it('the deepest route that forces a mode wins', async () => {
    const colorMode = createColorModeStore({ storage: createSafeStorage(() => undefined) });
    const { go } = await render(colorMode);
    go('/raider');
    await waitFor(() => expect(colorMode.$routeForced.get()).toBe('light'));
    go('/raider/signups');
    await waitFor(() => expect(colorMode.$routeForced.get()).toBe('dark'));
  });

  it('releases the forced mode when unmounted', async () => {
    const colorMode = createColorModeStore({ storage: createSafeStorage(() => undefined) });
    const { go } = await render(colorMode);
    go('/night');
    await waitFor(() => expect(colorMode.$routeForced.get()).toBe('dark'));
    root!.unmount();
    root = undefined;
    expect(colorMode.$routeForced.get()).toBeNull();
  });
});
