import { afterEach, describe, expect, it, vi } from 'vitest';
import { sampleGuild, type GuildConfig } from '../../src/data';
import { h1Text, textOf } from './helpers/dom';
import { cleanupApps, mountApp } from './helpers/mount-app';
import { settle, waitFor } from './helpers/wait-for';
import { quietConsolePerTest } from '../kit/console';

const otherGuild: GuildConfig = { ...structuredClone(sampleGuild), name: 'Srebrny Zmierzch', tagline: 'Gramy nocą.' };

function brandText(target: HTMLElement): string {
  return textOf(target.querySelector('header a[href="/"]'));
}

const warn = quietConsolePerTest('warn');
afterEach(() => {
  cleanupApps();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function configWarnings(): string[] {
  return warn.mock.calls.map((call) => String(call[0])).filter((message) => message.includes('guild config'));
}

describe('createApp: the guild config', { timeout: 20_000 }, () => {
  it('shows the guild of a `config` object from the first render', async () => {
    const { target } = mountApp({ config: otherGuild });
    await waitFor(() => expect(h1Text(target)).toBe('Srebrny Zmierzch'));
    expect(brandText(target)).toBe('Srebrny Zmierzch');
    expect(configWarnings()).toEqual([]);
  });

  it('shows the bundled defaults for an invalid config, with one warning naming the field', async () => {
    const { target } = mountApp({ config: { ...otherGuild, timezone: 'Europe/Warszawa' } });
    await waitFor(() => expect(h1Text(target)).toBe(sampleGuild.name));
    await settle();
    expect(configWarnings()).toHaveLength(1);
    expect(configWarnings()[0]).toMatch(/^\[raider-panel\] .*timezone: expected an IANA timezone/);
  });

  it('renders the defaults at once and swaps in a config URL when it arrives', async () => {
    let answer!: (response: Response) => void;
    const fetch = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetch);
    const { target, navigations } = mountApp({ config: '/guild.json' });
    await waitFor(() => expect(h1Text(target)).toBe(sampleGuild.name));
    // Requested once the config checker (loaded with import(), not in the initial core) is there.
    await waitFor(() => expect(fetch).toHaveBeenCalledWith('/guild.json', expect.anything()));
    answer(new Response(JSON.stringify(otherGuild)));
    await waitFor(() => expect(h1Text(target)).toBe('Srebrny Zmierzch'));
    // The title follows the guild that is shown.
    await waitFor(() => expect(navigations.at(-1)).toEqual({ path: '/', title: 'Srebrny Zmierzch' }));
  });

  it('setConfig swaps the guild without remounting, and null returns to the defaults', async () => {
    const { app, target } = mountApp();
    await waitFor(() => expect(h1Text(target)).toBe(sampleGuild.name));
    const heading = target.querySelector('h1');
    app.setConfig(otherGuild);
    await waitFor(() => expect(h1Text(target)).toBe('Srebrny Zmierzch'));
    expect(target.querySelector('h1')).toBe(heading);
    app.setConfig(null);
    await waitFor(() => expect(h1Text(target)).toBe(sampleGuild.name));
  });

  it('two instances show two guilds', async () => {
    const first = mountApp({ config: otherGuild });
    const second = mountApp();
    await waitFor(() => expect(h1Text(first.target)).toBe('Srebrny Zmierzch'));
    await waitFor(() => expect(h1Text(second.target)).toBe(sampleGuild.name));
  });

  it('shows markup in config strings as text', async () => {
    const { target } = mountApp({ config: { ...otherGuild, name: '<img src=x onerror=alert(1)>' } });
    await waitFor(() => expect(h1Text(target)).toBe('<img src=x onerror=alert(1)>'));
    expect(target.querySelector('img[src="x"]')).toBeNull();
  });

  it('testimonials show the time in the guild from memberSince, in Polish', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 21, 12));
    const { target } = mountApp({ route: '/testimonials' });
    await waitFor(() => expect(target.querySelectorAll('figcaption')).toHaveLength(3));
    // The nickname is a block of its own (a strong element), so the texts join without a space.
    const captions = [...target.querySelectorAll('figcaption')].map(textOf);
    expect(captions).toEqual([
      'MirabelkaKapłanka · leczenie · w gildii od 2 lat',
      'GrzmotobrodyWojownik · tank · w gildii od 4 lat',
      'SzeptuchaŁowca · dystans · w gildii od 8 miesięcy',
    ]);
  });
});

describe('createApp: the site head per route', { timeout: 20_000 }, () => {
  function meta(selector: string): string | null {
    return document.head.querySelector(`meta[${selector}]`)?.getAttribute('content') ?? null;
  }
  afterEach(() => document.head.querySelectorAll('meta').forEach((element) => element.remove()));

  it('the site writes description, Open Graph and twitter:card, and updates them on navigation', async () => {
    const { app } = mountApp({ kind: 'site' });
    await waitFor(() => expect(meta('property="og:title"')).toBe(sampleGuild.name));
    expect(meta('name="description"')).toBe('Gildia rajdowa: kim jesteśmy, kiedy rajdujemy i jak do nas dołączyć.');
    expect(meta('property="og:type"')).toBe('website');
    expect(meta('property="og:locale"')).toBe('pl_PL');
    expect(meta('name="twitter:card"')).toBe('summary_large_image');
    expect(meta('property="og:image"')).toMatch(/\/_ipx\/f_webp&s_960x720\/images\/hero-dawn\.svg$/);
    app.navigate('/manifesto');
    await waitFor(() => expect(meta('property="og:title"')).toBe('Manifest – Bursztynowy Świt'));
    expect(meta('name="description"')).toMatch(/^Manifest gildii/);
    expect(meta('property="og:description"')).toBe(meta('name="description"'));
    // Updated in place, never duplicated.
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
  });

  it('a widget never touches the head', async () => {
    const { target } = mountApp({ kind: 'widget', route: '/values' });
    await waitFor(() => expect(h1Text(target)).toBe('Nasze wartości'));
    await settle();
    expect(document.head.querySelectorAll('meta')).toHaveLength(0);
  });
});
