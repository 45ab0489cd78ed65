import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resolveRoute } from '../../src/routes';
import { h1Text } from './helpers/dom';
import { cleanupApps, mountApp } from './helpers/mount-app';
import { settle, waitFor } from './helpers/wait-for';

const guild = 'Bursztynowy Świt';

describe('createApp: onNavigate and the document title', { timeout: 20_000 }, () => {
  beforeEach(() => {
    document.title = 'Strona gospodarza';
  });
  afterEach(cleanupApps);

  it('reports the first render and every navigation with its path and title, in order', async () => {
    const { app, target, navigations } = mountApp();
    await waitFor(() => expect(navigations).toHaveLength(1));
    app.navigate('/values');
    await waitFor(() => expect(navigations).toHaveLength(2));
    app.navigate('/raider');
    await waitFor(() => expect(navigations).toHaveLength(3));
    app.navigate('/raider/signups');
    await waitFor(() => expect(navigations).toHaveLength(4));
    await waitFor(() => expect(h1Text(target)).toBe('Zaloguj się'));
    expect(navigations).toEqual([
      { path: '/', title: 'Bursztynowy Świt' },
      { path: '/values', title: 'Wartości – Bursztynowy Świt' },
      { path: '/raider', title: 'Panel rajdowca – przegląd' },
      { path: '/raider/signups', title: 'Panel rajdowca – zapisy' },
    ]);
    for (const detail of navigations) expect(detail.title).toBe(resolveRoute(detail.path, guild).title);
  });

  it('does not report a navigation to the path already shown', async () => {
    const { app, navigations } = mountApp({ route: '/manifesto' });
    await waitFor(() => expect(navigations).toHaveLength(1));
    app.navigate('/manifesto');
    app.navigate('manifesto');
    await settle(100);
    expect(navigations).toEqual([{ path: '/manifesto', title: 'Manifest – Bursztynowy Świt' }]);
  });

  it('reports the title of the 404 page for an unknown path', async () => {
    const { app, navigations } = mountApp();
    await waitFor(() => expect(navigations).toHaveLength(1));
    app.navigate('/nope');
    await waitFor(() => expect(navigations).toHaveLength(2));
    expect(navigations[1]).toEqual({ path: '/nope', title: resolveRoute('/nope', guild).title });
  });

  it('a widget never changes document.title', async () => {
    const { app, target, navigations } = mountApp({ kind: 'widget', route: '/raider' });
    await waitFor(() => expect(h1Text(target)).toBe('Zaloguj się'));
    app.navigate('/values');
    await waitFor(() => expect(navigations.at(-1)?.path).toBe('/values'));
    await waitFor(() => expect(h1Text(target)).toBe('Nasze wartości'));
    await settle();
    expect(document.title).toBe('Strona gospodarza');
  });

  it('kind defaults to widget: the title stays', async () => {
    const { target, navigations } = mountApp({ route: '/raider' });
    await waitFor(() => expect(navigations).toHaveLength(1));
    await waitFor(() => expect(h1Text(target)).toBe('Zaloguj się'));
    await settle();
    expect(document.title).toBe('Strona gospodarza');
  });

  it('the site sets document.title on every navigation', async () => {
    const { app } = mountApp({ kind: 'site', route: '/raider' });
    await waitFor(() => expect(document.title).toBe('Panel rajdowca – przegląd'));
    app.navigate('/raider/signups');
    await waitFor(() => expect(document.title).toBe('Panel rajdowca – zapisy'));
    app.navigate('/values');
    await waitFor(() => expect(document.title).toBe('Wartości – Bursztynowy Świt'));
    app.navigate('/');
    await waitFor(() => expect(document.title).toBe('Bursztynowy Świt'));
    app.navigate('/nope');
    await waitFor(() => expect(document.title).toBe('Nie znaleziono strony – Bursztynowy Świt'));
  });

  it('uses the guild it is given for titles and headings', async () => {
    const { sampleGuild } = await import('../../src/data');
    const { target, navigations } = mountApp({ kind: 'site', guild: { ...sampleGuild, name: 'Srebrny Zmierzch' } });
    await waitFor(() => expect(h1Text(target)).toBe('Srebrny Zmierzch'));
    await waitFor(() => expect(navigations).toEqual([{ path: '/', title: 'Srebrny Zmierzch' }]));
    expect(document.title).toBe('Srebrny Zmierzch');
  });

  it('navigate() before mount() chooses the first page', async () => {
    const { app, target, navigations } = mountApp({}, { mount: false });
    app.navigate('/testimonials');
    expect(app.path).toBe('/testimonials');
    expect(app.mounted).toBe(false);
    await settle();
    expect(navigations).toEqual([]);
    app.mount();
    await waitFor(() => expect(h1Text(target)).toBe('Opinie rajdowców'));
    await waitFor(() => expect(navigations).toEqual([{ path: '/testimonials', title: 'Opinie – Bursztynowy Świt' }]));
  });
});
