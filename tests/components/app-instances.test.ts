import { afterEach, describe, expect, it } from 'vitest';
import { getButton, h1Text, styleCount, textOf } from './helpers/dom';
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

  it('shares the raider between instances: signing in or out in one does it in the other', async () => {
    const first = mountApp({ route: '/raider' });
    const second = mountApp({ route: '/values' });
    await waitFor(() => expect(h1Text(first.target)).toBe('Zaloguj się'));
    await waitFor(() => expect(h1Text(second.target)).toBe('Nasze wartości'));

    await signIn(first.target, 'Mirabelka');
    await waitFor(() => expect(h1Text(first.target)).toBe('Przegląd'));
    // Only the session is shared: the second instance stays on its own page.
    await settle();
    expect(h1Text(second.target)).toBe('Nasze wartości');
    second.app.navigate('/raider');
    await waitFor(() => expect(h1Text(second.target)).toBe('Przegląd'));
    expect(textOf(second.target)).toContain('Zalogowano jako Mirabelka');

    // A new instance starts signed in as well: the session survives a reload.
    const third = mountApp({ route: '/raider' });
    await waitFor(() => expect(h1Text(third.target)).toBe('Przegląd'));

    getButton(second.target, 'Wyloguj się').click();
    await waitFor(() => expect(h1Text(first.target)).toBe('Zaloguj się'));
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
