import { afterEach, describe, expect, it } from 'vitest';
import { getButton, getByText, h1Text, textOf, typeInto } from './helpers/dom';
import { cleanupApps, mountApp } from './helpers/mount-app';
import { signIn } from './helpers/sign-in';
import { characterAssignmentMessages } from '../../src/domain/characters/character-assignment';
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

/** Types a name and picks a class and its spec in a character form, then submits it with `button`. */
async function submitCharacter(root: HTMLElement, button: string, name: string, classId: string, specId: string) {
  typeInto(control(root, 'Imię postaci'), name);
  choose(control(root, 'Klasa'), classId);
  await nextTask();
  choose(control(root, 'Specjalizacja'), specId);
  await nextTask();
  getButton(root, button).click();
}

/** The name field's error as the form shows it: the input marked invalid and described by the message. */
function nameError(root: HTMLElement): string | null {
  const input = control<HTMLInputElement>(root, 'Imię postaci');
  if (input.getAttribute('aria-invalid') !== 'true') return null;
  const errorId = input
    .getAttribute('aria-describedby')
    ?.split(' ')
    .find((id) => id.endsWith('-error'));
  return errorId ? textOf(root.querySelector(`[id="${errorId}"]`)) : null;
}

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

  it('names the raider who has a character on the name field, adding or renaming, and keeps what was typed', async () => {
    const { target } = mountApp({ route: '/raider/account' });
    await waitFor(() => expect(h1Text(target)).toBe('Zaloguj się'));
    await signIn(target, 'Tomek');
    await waitFor(() => expect(textOf(target)).toContain('Nie masz jeszcze postaci.'));
    await submitCharacter(form(target, 'Dodaj postać'), 'Dodaj postać', 'Gromek', 'warrior', 'fury');
    await waitFor(() => expect(textOf(target.querySelector('ul[aria-label="Twoje postacie"]'))).toContain('Gromek'));
    getButton(target, 'Wyloguj się').click();
    await waitFor(() => expect(h1Text(target)).toBe('Zaloguj się'));

    await signIn(target, 'Kasia');
    await waitFor(() => expect(textOf(target)).toContain('Nie masz jeszcze postaci.'));
    const add = form(target, 'Dodaj postać');
    await submitCharacter(add, 'Dodaj postać', 'gromek', 'mage', 'fire');
    await waitFor(() => expect(nameError(add)).toBe(characterAssignmentMessages.taken('gromek', 'Tomek')));
    expect(control<HTMLInputElement>(add, 'Imię postaci').value).toBe('gromek');
    expect(textOf(target)).toContain('Nie masz jeszcze postaci.');

    await submitCharacter(add, 'Dodaj postać', 'Lunaria', 'druid', 'balance');
    await waitFor(() => expect(textOf(target.querySelector('ul[aria-label="Twoje postacie"]'))).toContain('Lunaria'));
    getButton(target, 'Zmień').click();
    const edit = await waitFor(() => form(target, 'Zmień postać Lunaria'));
    typeInto(control(edit, 'Imię postaci'), 'GROMEK');
    await nextTask();
    getButton(edit, 'Zapisz zmiany').click();
    await waitFor(() => expect(nameError(edit)).toBe(characterAssignmentMessages.taken('GROMEK', 'Tomek')));
    expect(control<HTMLInputElement>(edit, 'Imię postaci').value).toBe('GROMEK');
    getButton(edit, 'Anuluj').click();
    await waitFor(() => expect(textOf(target.querySelector('ul[aria-label="Twoje postacie"]'))).toContain('Lunaria'));
    expect(textOf(target.querySelector('ul[aria-label="Twoje postacie"]'))).not.toContain('GROMEK');
  });
});
