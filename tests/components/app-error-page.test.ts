import { afterEach, describe, expect, it } from 'vitest';
import { sampleGuild, type GuildConfig, type Testimonial } from '../../src/data';
import { getButton, h1Text, textOf } from './helpers/dom';
import { cleanupApps, mountApp } from './helpers/mount-app';
import { settle, waitFor } from './helpers/wait-for';
import { quietConsolePerTest } from '../kit/console';

const googlebot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const chrome = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

/** A guild config whose testimonials are missing: only the testimonials page throws while rendering. */
const brokenGuild: GuildConfig = { ...sampleGuild, testimonials: null as unknown as Testimonial[] };

const consoleError = quietConsolePerTest('error');
afterEach(cleanupApps);

const loggedTypeError = () => consoleError.mock.calls.some((args) => args.some((arg) => arg instanceof TypeError));

describe('createApp: a page that throws while rendering', { timeout: 20_000 }, () => {
  it('shows the 500 page inside the layout, recovers on navigation, and goes home from it', async () => {
    const { app, target } = mountApp({ route: '/testimonials', guild: brokenGuild, userAgent: chrome });
    await waitFor(() => expect(h1Text(target)).toBe('500 Wewnętrzny błąd serwera'));
    expect(target.querySelector('nav[aria-label="Główna nawigacja"]')).not.toBeNull();
    expect(loggedTypeError()).toBe(true);

    app.navigate('/values');
    await waitFor(() => expect(h1Text(target)).toBe('Nasze wartości'));
    app.navigate('/testimonials');
    await waitFor(() => expect(h1Text(target)).toBe('500 Wewnętrzny błąd serwera'));

    getButton(target, 'Wróć na stronę główną').click();
    await waitFor(() => expect(h1Text(target)).toBe('Bursztynowy Świt'));
  });

  it('shows a crawler no error page: the page area stays empty and the error is logged', async () => {
    const { target } = mountApp({ route: '/testimonials', guild: brokenGuild, userAgent: googlebot });
    await waitFor(() => expect(loggedTypeError()).toBe(true));
    await settle();
    expect(target.querySelector('nav[aria-label="Główna nawigacja"]')).not.toBeNull();
    expect(target.querySelector('h1')).toBeNull();
    expect(textOf(target.querySelector('#rp-main'))).toBe('');
    expect(textOf(target)).not.toContain('Wewnętrzny błąd serwera');
  });
});
