import { afterEach, describe, expect, it } from 'vitest';
import { h1Text, styleCount } from './helpers/dom';
import { signIn } from './helpers/sign-in';
import { cleanupApps, mountApp } from './helpers/mount-app';
import { settle, waitFor } from './helpers/wait-for';

describe('two app instances on one page', { timeout: 20_000 }, () => {
  afterEach(cleanupApps);

  it('navigate independently', async () => {
    const first = mountApp();
    const second = mountApp();
    await waitFor(() => expect(h1Text(first.target)).toBe('Bursztynowy Świt'));
    await waitFor(() => expect(h1Text(second.target)).toBe('Bursztynowy Świt'));

    first.app.navigate('/values');
    await waitFor(() => expect(h1Text(first.target)).toBe('Nasze wartości'));
    await settle();
    expect(h1Text(second.target)).toBe('Bursztynowy Świt');
    await waitFor(() => expect(second.app.path).toBe('/'));

    second.app.navigate('/manifesto');
    await waitFor(() => expect(h1Text(second.target)).toBe('Manifest'));
    await settle();
    expect(h1Text(first.target)).toBe('Nasze wartości');
    await waitFor(() => expect(second.navigations.map((detail) => detail.path)).toEqual(['/', '/manifesto']));
    expect(first.navigations.map((detail) => detail.path)).toEqual(['/', '/values']);
  });

  it('signing in one does not sign in the other', async () => {
    const first = mountApp({ route: '/raider' });
    const second = mountApp({ route: '/raider' });
    await waitFor(() => expect(h1Text(first.target)).toBe('Zaloguj się'));
    await waitFor(() => expect(h1Text(second.target)).toBe('Zaloguj się'));

    await signIn(first.target, 'Mirabelka');
    await waitFor(() => expect(h1Text(first.target)).toBe('Przegląd'));
    await settle();
    expect(h1Text(second.target)).toBe('Zaloguj się');

    // A new instance starts signed out too.
    const third = mountApp({ route: '/raider' });
    await waitFor(() => expect(h1Text(third.target)).toBe('Zaloguj się'));
  });

  it('unmounting one leaves the other rendered and styled', async () => {
    const first = mountApp();
    const second = mountApp({ route: '/values' });
    await waitFor(() => expect(h1Text(first.target)).toBe('Bursztynowy Świt'));
    await waitFor(() => expect(h1Text(second.target)).toBe('Nasze wartości'));
    const secondStyles = styleCount(second.styles);

    first.app.unmount();
    expect(styleCount(first.styles)).toBe(0);
    expect(styleCount(second.styles)).toBe(secondStyles);
    second.app.navigate('/testimonials');
    await waitFor(() => expect(h1Text(second.target)).toBe('Opinie rajdowców'));
  });
});
