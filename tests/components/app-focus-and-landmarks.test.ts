import { afterEach, describe, expect, it } from 'vitest';
import { getByText, h1Text } from './helpers/dom';
import { cleanupApps, mountApp } from './helpers/mount-app';
import { signIn } from './helpers/sign-in';
import { settle, waitFor } from './helpers/wait-for';

const announcement = (target: HTMLElement) => target.querySelector('[data-route-announcer]')?.textContent ?? null;

/** A control of the host page, outside the app. */
function hostField(): HTMLInputElement {
  const field = document.createElement('input');
  document.body.append(field);
  return field;
}

describe('focus, announcements and landmarks on route change', { timeout: 20_000 }, () => {
  afterEach(() => {
    cleanupApps();
    document.body.replaceChildren();
  });

  it('takes no focus and announces nothing on the first render', async () => {
    const field = hostField();
    field.focus();
    const { target } = mountApp({ route: '/values' });
    await waitFor(() => expect(h1Text(target)).toBe('Nasze wartości'));
    await settle();
    expect(document.activeElement).toBe(field);
    expect(announcement(target)).toBe('');
  });

  it('a navigation from inside the app focuses the new h1 (once its page has loaded) and announces the title', async () => {
    const { target } = mountApp();
    await waitFor(() => expect(h1Text(target)).toBe('Bursztynowy Świt'));
    const link = getByText<HTMLAnchorElement>(target, 'nav[aria-label="Główna nawigacja"] a', 'Wartości');
    link.focus();
    link.click();
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Nasze wartości'));
    expect(document.activeElement?.tagName).toBe('H1');
    expect(document.activeElement?.getAttribute('tabindex')).toBe('-1');
    expect(announcement(target)).toBe('Wartości – Bursztynowy Świt');
  });

  it('a widget never takes focus from the host page when the host navigates it, but still announces', async () => {
    const { app, target } = mountApp();
    await waitFor(() => expect(h1Text(target)).toBe('Bursztynowy Świt'));
    const field = hostField();
    field.focus();
    app.navigate('/manifesto');
    await waitFor(() => expect(h1Text(target)).toBe('Manifest'));
    await settle();
    expect(document.activeElement).toBe(field);
    expect(announcement(target)).toBe('Manifest – Bursztynowy Świt');
  });

  it('the site also moves focus that was lost to <body> (back and forward buttons)', async () => {
    const { app, target } = mountApp({ kind: 'site' });
    await waitFor(() => expect(h1Text(target)).toBe('Bursztynowy Świt'));
    (document.activeElement as HTMLElement | null)?.blur();
    app.navigate('/testimonials');
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Opinie rajdowców'));
  });

  it('signing in from the form focuses the heading of the page that replaced it', async () => {
    const { target } = mountApp({ route: '/raider/signups' });
    await waitFor(() => expect(h1Text(target)).toBe('Zaloguj się'));
    target.querySelector('input')!.focus();
    await signIn(target, 'Mirabelka');
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Zapisy'));
  });

  it('a widget is one region named after the guild, with no main landmark of its own; the site keeps <main>', async () => {
    const widget = mountApp();
    await waitFor(() => expect(h1Text(widget.target)).toBe('Bursztynowy Świt'));
    await waitFor(() => expect(widget.target.getAttribute('role')).toBe('region'));
    expect(widget.target.getAttribute('aria-label')).toBe('Panel gildii Bursztynowy Świt');
    expect(widget.target.querySelector('main')).toBeNull();
    expect(widget.target.querySelector('#rp-main')?.tagName).toBe('DIV');

    const site = mountApp({ kind: 'site' });
    await waitFor(() => expect(h1Text(site.target)).toBe('Bursztynowy Świt'));
    expect(site.target.hasAttribute('role')).toBe(false);
    expect(site.target.querySelector('#rp-main')?.tagName).toBe('MAIN');

    widget.app.unmount();
    expect(widget.target.hasAttribute('role')).toBe(false);
    expect(widget.target.hasAttribute('aria-label')).toBe(false);
  });
});
