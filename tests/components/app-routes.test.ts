import { afterEach, describe, expect, it } from 'vitest';
import { allByText, getButton, getByText, h1Text, textOf } from './helpers/dom';
import { cleanupApps, mountApp } from './helpers/mount-app';
import { waitFor } from './helpers/wait-for';
import appRoutes from '../fixtures/cases/app-routes.json';

describe('createApp: pages and the 404', { timeout: 20_000 }, () => {
  afterEach(cleanupApps);

  it('mounts on the home page, which names the guild', async () => {
    const { target } = mountApp();
    await waitFor(() => expect(h1Text(target)).toBe('Bursztynowy Świt'));
    expect(target.classList.contains('rp-root')).toBe(true);
    expect(target.querySelector('#rp-main')).not.toBeNull();
  });

  it("navigate('/values') shows the values page", async () => {
    const { app, target } = mountApp();
    await waitFor(() => expect(h1Text(target)).toBe('Bursztynowy Świt'));
    app.navigate('/values');
    await waitFor(() => expect(h1Text(target)).toBe('Nasze wartości'));
    expect(textOf(target)).toContain('Punktualność');
    await waitFor(() => expect(app.path).toBe('/values'));
  });

  // Signed out, the guard shows the sign-in form on every raider page.
  it.each(appRoutes.signedOut)('route %s shows the h1 %j and its content', async (route, heading, content) => {
    const { target } = mountApp({ route });
    await waitFor(() => expect(h1Text(target)).toBe(heading));
    expect(textOf(target)).toContain(content);
  });

  it('accepts a route without the leading slash or with a hash', async () => {
    const first = mountApp({ route: 'manifesto' });
    const second = mountApp({ route: '#/testimonials' });
    await waitFor(() => expect(h1Text(first.target)).toBe('Manifest'));
    await waitFor(() => expect(h1Text(second.target)).toBe('Opinie rajdowców'));
  });

  it('follows a link of the site navigation', async () => {
    const { app, target } = mountApp();
    await waitFor(() => expect(h1Text(target)).toBe('Bursztynowy Świt'));
    const nav = target.querySelector('nav[aria-label="Główna nawigacja"]');
    expect(nav).not.toBeNull();
    getByText<HTMLAnchorElement>(nav!, 'a', 'Manifest').click();
    await waitFor(() => expect(h1Text(target)).toBe('Manifest'));
    await waitFor(() => expect(app.path).toBe('/manifesto'));
    expect(getByText(nav!, 'a', 'Manifest').getAttribute('aria-current')).toBe('page');
  });

  it('shows the 404 page with the path exactly as asked for, and goes home from it', async () => {
    const { app, target } = mountApp();
    await waitFor(() => expect(h1Text(target)).toBe('Bursztynowy Świt'));
    app.navigate('/nope?x=1');
    await waitFor(() => expect(allByText(target, 'p', 'Nie znaleziono strony: /nope?x=1')).toHaveLength(1));
    expect(textOf(target)).not.toContain('Nie znaleziono strony: /nope?x=1?');
    // The h1 carries the code for screen readers (visually hidden) and the status message.
    expect(h1Text(target)).toBe('404 Nie znaleziono strony');
    expect(allByText(target, 'p', '404')).toHaveLength(1);
    expect(target.querySelector('[data-status]')?.getAttribute('data-status')).toBe('404');

    getButton(target, 'Wróć na stronę główną').click();
    await waitFor(() => expect(h1Text(target)).toBe('Bursztynowy Świt'));
    await waitFor(() => expect(app.path).toBe('/'));
  });

  it('shows the 404 page for a first route that does not exist, and for an unknown raider page', async () => {
    const first = mountApp({ route: '/missing' });
    const second = mountApp({ route: '/raider/nope' });
    await waitFor(() => expect(allByText(first.target, 'p', 'Nie znaleziono strony: /missing')).toHaveLength(1));
    await waitFor(() => expect(allByText(second.target, 'p', 'Nie znaleziono strony: /raider/nope')).toHaveLength(1));
    expect(h1Text(second.target)).toBe('404 Nie znaleziono strony');
  });

  it('names the full path as typed in the 404 message, hash included', async () => {
    // The message is exactly `Nie znaleziono strony: {path}`, the path as typed: the route's full path
    // (path + query + hash).
    const { target } = mountApp({ route: '/nope?x=1#top' });
    await waitFor(() => expect(h1Text(target)).toBe('404 Nie znaleziono strony'));
    await waitFor(() => expect(allByText(target, 'p', 'Nie znaleziono strony: /nope?x=1#top')).toHaveLength(1));
  });
});
