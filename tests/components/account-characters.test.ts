import { afterEach, describe, expect, it } from 'vitest';
import { getButton, getByText, h1Text, textOf, typeInto } from './helpers/dom';
import { cleanupApps, mountApp } from './helpers/mount-app';
import { signIn } from './helpers/sign-in';
import { waitFor } from './helpers/wait-for';

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The control a `<label for>` names, within `root` (several forms have a "Klasa"). */
function control<E extends HTMLElement>(root: ParentNode, labelText: string): E {
  const label = getByText<HTMLLabelElement>(root, 'label', labelText);
  const found = root.querySelector(`[id="${label.htmlFor}"]`);
  if (!found) throw new Error(`label ${JSON.stringify(labelText)} points at nothing`);
  return found as E;
}

/** Picks an option of a controlled select as a person would: the value, then the `change` event. */
function choose(select: HTMLSelectElement, value: string): void {
  Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')!.set!.call(select, value);
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

const form = (target: HTMLElement, heading: string) => getByText(target, 'h3', heading).closest('form')!;

describe('Konto: Postacie (demo store)', { timeout: 20_000 }, () => {
  afterEach(cleanupApps);

  it('adds, changes and removes characters, with Polish messages and the class badge', async () => {
    const { target } = mountApp({ route: '/raider/account' });
    await waitFor(() => expect(h1Text(target)).toBe('Zaloguj się'));
    await signIn(target, 'Kasia');
    await waitFor(() => expect(h1Text(target)).toBe('Konto'));
    await waitFor(() => expect(textOf(target)).toContain('Nie masz jeszcze postaci.'));

    // Nothing chosen: every field says what is missing.
    const add = form(target, 'Dodaj postać');
    getButton(add, 'Dodaj postać').click();
    await waitFor(() => expect(textOf(add)).toContain('Podaj imię postaci.'));
    expect(textOf(add)).toContain('Wybierz klasę z listy.');
    expect(control(add, 'Klasa').getAttribute('aria-invalid')).toBe('true');

    typeInto(control(add, 'Imię postaci'), ' Lunaria ');
    choose(control(add, 'Klasa'), 'druid');
    await nextTask();
    const specs = [...control<HTMLSelectElement>(add, 'Specjalizacja').options].map((option) => option.text);
    expect(specs).toEqual(['– wybierz –', 'równowaga (Z dystansu)', 'dzikość (Wręcz)', 'strażnik (Tank)', 'odnowa (Uzdrowiciel)']);
    choose(control(add, 'Specjalizacja'), 'restoration');
    await nextTask();
    getButton(add, 'Dodaj postać').click();
    const list = () => target.querySelector('ul[aria-label="Twoje postacie"]');
    await waitFor(() => expect(textOf(list())).toContain('Lunaria'));
    expect(textOf(list())).toContain('druid');
    expect(textOf(list())).toContain('odnowa · Uzdrowiciel · główna');
    // The badge: the class's icon with its colour, and its name in words.
    expect(list()!.querySelector('svg path')).not.toBeNull();

    // Changing the class asks for a spec of the new one.
    getButton(target, 'Zmień').click();
    const edit = await waitFor(() => form(target, 'Zmień postać Lunaria'));
    choose(control(edit, 'Klasa'), 'mage');
    await nextTask();
    getButton(edit, 'Zapisz zmiany').click();
    await waitFor(() => expect(textOf(edit)).toContain('Wybierz specjalizację tej klasy.'));
    choose(control(edit, 'Specjalizacja'), 'frost');
    await nextTask();
    getButton(edit, 'Zapisz zmiany').click();
    await waitFor(() => expect(textOf(list())).toContain('mróz · Z dystansu · główna'));

    getButton(target, 'Usuń').click();
    await waitFor(() => expect(textOf(target)).toContain('Nie masz jeszcze postaci.'));
  });
});
