import { afterEach, describe, expect, it } from 'vitest';
import { getButton, getByLabel, getByText, h1Text, textOf } from './helpers/dom';
import { signIn } from './helpers/sign-in';
import { cleanupApps, mountApp, type MountedApp } from './helpers/mount-app';
import { waitFor } from './helpers/wait-for';

async function signInForm(target: HTMLElement): Promise<HTMLInputElement> {
  await waitFor(() => expect(h1Text(target)).toBe('Zaloguj się'));
  return getByLabel(target, 'Nick w grze');
}

const submit = signIn;

async function expectAlert(target: HTMLElement, message: string): Promise<HTMLElement> {
  const alert = await waitFor(() => getByText<HTMLElement>(target, '[role="alert"]', message));
  const input = getByLabel(target, 'Nick w grze');
  expect(input.getAttribute('aria-invalid')).toBe('true');
  expect(input.getAttribute('aria-describedby')?.split(' ')).toContain(alert.id);
  expect(h1Text(target)).toBe('Zaloguj się');
  return alert;
}

describe('the raider-auth guard', { timeout: 20_000 }, () => {
  afterEach(cleanupApps);

  it('shows the sign-in form at /raider while signed out, with no error yet', async () => {
    const { app, target } = mountApp({ route: '/raider' });
    const input = await signInForm(target);
    expect(input.tagName).toBe('INPUT');
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(target.querySelector('[role="alert"]')).toBeNull();
    expect(textOf(target)).not.toContain('Wieczory rajdowe');
    await waitFor(() => expect(app.path).toBe('/raider'));
  });

  it.each([
    ['', 'Podaj swój nick.'],
    ['   ', 'Podaj swój nick.'],
    ['x', 'Nick musi mieć co najmniej 2 znaki.'],
    ['a'.repeat(25), 'Nick może mieć najwyżej 24 znaki.'],
    ['<img onerror=x>', 'Nick może zawierać tylko litery, cyfry, spację i łącznik.'],
  ])('refuses %j with a Polish error announced as an alert', async (nickname, message) => {
    const { target } = mountApp({ route: '/raider' });
    await signInForm(target);
    await submit(target, nickname);
    await expectAlert(target, message);
    expect(target.querySelector('img')).toBeNull();
  });

  it('signs in with a valid nickname and reveals the overview at the same path, then signs out', async () => {
    const { app, target, navigations } = mountApp({ route: '/raider' });
    await signInForm(target);
    await submit(target, 'x');
    await expectAlert(target, 'Nick musi mieć co najmniej 2 znaki.');

    await submit(target, '  Łucja-Źdźbło  ');
    await waitFor(() => expect(h1Text(target)).toBe('Przegląd'));
    await waitFor(() => expect(textOf(target)).toContain('Cześć, Łucja-Źdźbło!'));
    expect(textOf(target)).toContain('Zalogowano jako Łucja-Źdźbło');
    expect(target.querySelector('[role="alert"]')).toBeNull();
    await waitFor(() => expect(app.path).toBe('/raider'));
    expect(navigations.map((detail) => detail.path)).toEqual(['/raider']);

    getButton(target, 'Wyloguj się').click();
    const input = await signInForm(target);
    expect(input.value).toBe('');
    await waitFor(() => expect(app.path).toBe('/raider'));
  });

  it('lands on the raider page that was asked for (signups) after signing in', async () => {
    const { app, target } = mountApp({ route: '/raider/signups' });
    await signInForm(target);
    await submit(target, 'Grzmotobrody');
    await waitFor(() => expect(h1Text(target)).toBe('Zapisy'));
    await waitFor(() => expect(textOf(target)).toContain('Osoby ponad limit roli trafiają na listę rezerwową'));
    await waitFor(() => expect(app.path).toBe('/raider/signups'));
  });

  it('keeps the raider signed in while moving between public and raider pages', async () => {
    const mounted: MountedApp = mountApp({ route: '/raider' });
    const { app, target } = mounted;
    await signInForm(target);
    await submit(target, 'Szeptucha');
    await waitFor(() => expect(h1Text(target)).toBe('Przegląd'));
    app.navigate('/values');
    await waitFor(() => expect(h1Text(target)).toBe('Nasze wartości'));
    app.navigate('/raider/signups');
    await waitFor(() => expect(h1Text(target)).toBe('Zapisy'));
  });

  it('does not guard public pages', async () => {
    const { target } = mountApp({ route: '/raid-schedule' });
    await waitFor(() => expect(h1Text(target)).toBe('Harmonogram rajdów'));
    expect(target.querySelector('input')).toBeNull();
  });
});
