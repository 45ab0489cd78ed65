import { afterEach, describe, expect, it } from 'vitest';
import { getButton, h1Text, textOf } from './helpers/dom';
import { cleanupApps, mountApp } from './helpers/mount-app';
import { waitFor } from './helpers/wait-for';
import { sampleGuild } from '../../src/data/guild';
import type { GuildConfig } from '../../src/data';

/** A guild whose config does not name a UI language: the components' default applies. */
const { uiLocale: _sampleLocale, ...withoutLocale } = sampleGuild;
const unnamedLocaleGuild: GuildConfig = withoutLocale;

/** The notification region's name. */
function regionLabel(target: HTMLElement): string | null {
  return target.querySelector('[role="region"]')?.getAttribute('aria-label') ?? null;
}

function notFoundMessage(target: HTMLElement): string {
  return textOf([...target.querySelectorAll('[data-status="404"] p')].at(-1));
}

describe('createApp: uiLocale, the UI components own strings', { timeout: 20_000 }, () => {
  afterEach(cleanupApps);

  it('is English by default (a guild config without uiLocale): 404 message, status, Back to home, notification region', async () => {
    const { target } = mountApp({ route: '/nieznana', guild: unnamedLocaleGuild });
    await waitFor(() => expect(h1Text(target)).toBe('404 Page Not Found'));
    expect(notFoundMessage(target)).toBe('Page not found: /nieznana');
    expect(getButton(target, 'Back to home')).toBeTruthy();
    await waitFor(() => expect(regionLabel(target)).toBe('Notifications (F8)'));
  });

  it("uiLocale 'pl' speaks Polish; the page content is Polish either way", async () => {
    const { target } = mountApp({ route: '/nieznana', uiLocale: 'pl' });
    await waitFor(() => expect(h1Text(target)).toBe('404 Nie znaleziono strony'));
    expect(notFoundMessage(target)).toBe('Nie znaleziono strony: /nieznana');
    await waitFor(() => expect(regionLabel(target)).toBe('Powiadomienia (F8)'));
    getButton(target, 'Wróć na stronę główną').click();
    await waitFor(() => expect(h1Text(target)).toBe('Bursztynowy Świt'));
  });

  it('setUiLocale switches the running app without remounting it; each instance keeps its own', async () => {
    const first = mountApp({ route: '/nieznana', guild: unnamedLocaleGuild });
    const second = mountApp({ route: '/nieznana', guild: unnamedLocaleGuild });
    await waitFor(() => expect(h1Text(first.target)).toBe('404 Page Not Found'));
    const heading = first.target.querySelector('h1');
    first.app.setUiLocale('pl');
    await waitFor(() => expect(notFoundMessage(first.target)).toBe('Nie znaleziono strony: /nieznana'));
    expect(first.target.querySelector('h1')).toBe(heading);
    await waitFor(() => expect(regionLabel(first.target)).toBe('Powiadomienia (F8)'));
    await waitFor(() => expect(h1Text(second.target)).toBe('404 Page Not Found'));
    await waitFor(() => expect(regionLabel(second.target)).toBe('Notifications (F8)'));
    first.app.setUiLocale('en');
    await waitFor(() => expect(notFoundMessage(first.target)).toBe('Page not found: /nieznana'));
    // Set while unmounted: the next mount starts in that locale.
    second.app.unmount();
    second.app.setUiLocale('pl');
    second.app.mount();
    await waitFor(() => expect(notFoundMessage(second.target)).toBe('Nie znaleziono strony: /nieznana'));
  });

  it("follows the guild config's uiLocale (the sample guild: pl) unless the host names one", async () => {
    const guildsChoice = mountApp({ route: '/nieznana' });
    await waitFor(() => expect(h1Text(guildsChoice.target)).toBe('404 Nie znaleziono strony'));
    await waitFor(() => expect(regionLabel(guildsChoice.target)).toBe('Powiadomienia (F8)'));
    const hostsChoice = mountApp({ route: '/nieznana', uiLocale: 'en' });
    await waitFor(() => expect(h1Text(hostsChoice.target)).toBe('404 Page Not Found'));
    // The host's choice withdrawn (the `ui-locale` attribute removed): the guild's applies again.
    hostsChoice.app.setUiLocale(undefined);
    await waitFor(() => expect(notFoundMessage(hostsChoice.target)).toBe('Nie znaleziono strony: /nieznana'));
  });

  it('switches when a config naming another language loads', async () => {
    const { app, target } = mountApp({ route: '/nieznana', guild: unnamedLocaleGuild });
    await waitFor(() => expect(h1Text(target)).toBe('404 Page Not Found'));
    app.setConfig({ ...unnamedLocaleGuild, uiLocale: 'pl' });
    await waitFor(() => expect(h1Text(target)).toBe('404 Nie znaleziono strony'));
  });
});
