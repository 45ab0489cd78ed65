import { afterEach, describe, expect, it } from 'vitest';
import { allByText, getButton, getByLabel, getByText, h1Text, textOf, typeInto } from './helpers/dom';
import { cleanupApps, mountApp } from './helpers/mount-app';
import { componentPassword, signIn, signInExisting } from './helpers/sign-in';
import { waitFor } from './helpers/wait-for';

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

async function signedInAs(nickname: string, route = '/raider') {
  const mounted = mountApp({ route });
  await waitFor(() => expect(h1Text(mounted.target)).toBe('Zaloguj się'));
  await signIn(mounted.target, nickname);
  await waitFor(() => expect(h1Text(mounted.target)).not.toBe('Zaloguj się'));
  return mounted;
}

async function signOut(target: HTMLElement) {
  getButton(target, 'Wyloguj się').click();
  await waitFor(() => expect(h1Text(target)).toBe('Zaloguj się'));
}

describe('accounts in the panel (demo store)', { timeout: 20_000 }, () => {
  afterEach(cleanupApps);

  it('shows one Polish message for a wrong password and an unknown nickname', async () => {
    const { target } = await signedInAs('Kasia');
    await signOut(target);
    for (const nickname of ['Kasia', 'Nieznajomy']) {
      await signInExisting(target, nickname, 'zupełnie inne hasło');
      await waitFor(() =>
        expect(
          textOf(
            getByText(
              target,
              '[role="alert"]',
              'Nieprawidłowy nick lub hasło. Nie pamiętasz hasła? Oficer może dać Ci kod resetu – wybierz „Mam kod resetu od oficera”.',
            ),
          ),
        ).toMatch(/\S/),
      );
    }
    expect(h1Text(target)).toBe('Zaloguj się');
    await signInExisting(target, 'kasia');
    await waitFor(() => expect(h1Text(target)).toBe('Przegląd'));
  });

  it('shows the officers’ page to the demo’s first account (its admin) and "Brak dostępu" to a raider, title kept', async () => {
    const { app, target } = await signedInAs('Mistrz', '/raider/members');
    await waitFor(() => expect(h1Text(target)).toBe('Członkowie'));
    await waitFor(() => expect(textOf(target)).toContain('Mistrz – Administrator'));
    expect(allByText(target, 'a', 'Członkowie')).toHaveLength(1);
    await signOut(target);

    await signIn(target, 'Kasia');
    await waitFor(() => expect(h1Text(target)).toBe('Brak dostępu'));
    expect(app.path).toBe('/raider/members');
    expect(allByText(target, 'a', 'Członkowie')).toHaveLength(0);
  });

  it('lets the admin issue a reset code that is shown once, and logs it', async () => {
    const { target } = await signedInAs('Mistrz');
    await signOut(target);
    await signIn(target, 'Kasia');
    await waitFor(() => expect(h1Text(target)).toBe('Przegląd'));
    await signOut(target);
    await signInExisting(target, 'Mistrz');
    await waitFor(() => expect(h1Text(target)).toBe('Przegląd'));
    getByText<HTMLAnchorElement>(target, 'a', 'Członkowie').click();
    await waitFor(() => expect(textOf(target)).toContain('Kasia – Członek gildii'));
    const kasia = [...target.querySelectorAll('li')].find((item) => textOf(item).startsWith('Kasia'))!;
    getButton(kasia, 'Kod resetu hasła').click();
    await waitFor(() => expect(textOf(target.querySelector('code'))).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/));
    await waitFor(() => expect(textOf(target)).toContain('Kod resetu hasła – Kasia'));
  });

  it('changes the password on the Konto page only with the right current one', async () => {
    const { target } = await signedInAs('Kasia', '/raider/account');
    await waitFor(() => expect(h1Text(target)).toBe('Konto'));
    await waitFor(() => expect(textOf(target)).toContain('To urządzenie'));
    typeInto(getByLabel(target, 'Obecne hasło'), 'nie to hasło wcale');
    typeInto(getByLabel(target, 'Nowe hasło'), 'nowe hasło kasi 2026');
    await nextTask();
    getButton(target, 'Zmień hasło').click();
    await waitFor(() => expect(textOf(getByText(target, '[role="alert"]', 'Obecne hasło jest nieprawidłowe.'))).toMatch(/\S/));
    expect(getByLabel(target, 'Obecne hasło').getAttribute('aria-invalid')).toBe('true');
    typeInto(getByLabel(target, 'Obecne hasło'), componentPassword);
    await nextTask();
    getButton(target, 'Zmień hasło').click();
    await waitFor(() => expect(getByLabel(target, 'Obecne hasło').value).toBe(''));
    await signOut(target);
    await signInExisting(target, 'Kasia', 'nowe hasło kasi 2026');
    await waitFor(() => expect(h1Text(target)).toBe('Konto'));
  });
});
