import { afterEach, describe, expect, it } from 'vitest';
import { getButton, getByText, h1Text, textOf } from './helpers/dom';
import { heldDemoStore, type HeldDemoStore } from './helpers/held-demo-store';
import { cleanupApps, mountApp } from './helpers/mount-app';
import { signIn, signInExisting } from './helpers/sign-in';
import { settle, waitFor } from './helpers/wait-for';
import type { RaidApi } from '../../src/data/raids/raid-api';

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The list item whose text starts with `start` (a member's nickname, a session's device, a date). */
function row(target: HTMLElement, start: string): HTMLLIElement {
  const found = [...target.querySelectorAll('li')].filter((item) => textOf(item).startsWith(start));
  if (found.length !== 1) throw new Error(`expected one row starting with ${JSON.stringify(start)}, found ${found.length}`);
  return found[0]!;
}

const isDisabled = (button: HTMLButtonElement) => button.getAttribute('aria-disabled') === 'true';
const focusedText = () => textOf(document.activeElement);

/**
 * Presses `button` twice in one task, before any render could mark it busy (a double click), and once
 * more after the page shows it busy; checks the row sent one request and says so, until it is answered.
 */
async function pressWhileOut<Name extends keyof RaidApi>(
  store: HeldDemoStore<Name>,
  operation: Name,
  button: HTMLButtonElement,
  busyButton: () => HTMLButtonElement,
  /** Checks to make while the request is out. */
  meanwhile = () => {},
): Promise<void> {
  const before = store.calls(operation);
  button.focus();
  button.click();
  button.click();
  const busy = await waitFor(busyButton);
  expect(isDisabled(busy)).toBe(true);
  busy.click();
  await settle();
  expect(store.calls(operation)).toBe(before + 1);
  meanwhile();
  store.release();
}

describe('row actions send once while their request is out (demo store)', { timeout: 30_000 }, () => {
  afterEach(cleanupApps);

  /** The members' page as the demo's admin (its first account), with Kasia and Bartek in the guild. */
  async function membersPage(store: HeldDemoStore<keyof RaidApi>): Promise<HTMLElement> {
    const { target } = mountApp({ route: '/raider', demoStore: store.demoStore });
    await waitFor(() => expect(h1Text(target)).toBe('Zaloguj się'));
    for (const nickname of ['Mistrz', 'Kasia', 'Bartek']) {
      await signIn(target, nickname);
      await waitFor(() => expect(h1Text(target)).toBe('Przegląd'));
      getButton(target, 'Wyloguj się').click();
      await waitFor(() => expect(h1Text(target)).toBe('Zaloguj się'));
    }
    await signInExisting(target, 'Mistrz');
    await waitFor(() => expect(h1Text(target)).toBe('Przegląd'));
    getByText<HTMLAnchorElement>(target, 'a', 'Członkowie').click();
    await waitFor(() => expect(textOf(row(target, 'Bartek'))).toContain('Bartek – Członek gildii'));
    // The rows' effects (a role select takes the member's role once shown) run before a person could choose.
    await settle();
    return target;
  }

  it('members: a reset code is issued once per row, and the other rows stay usable', async () => {
    const store = heldDemoStore('issueResetCode');
    const target = await membersPage(store);
    await pressWhileOut(
      store,
      'issueResetCode',
      getButton(row(target, 'Kasia'), 'Kod resetu hasła'),
      () => getButton(row(target, 'Kasia'), 'Wydawanie kodu…'),
      () => expect(isDisabled(getButton(row(target, 'Bartek'), 'Kod resetu hasła'))).toBe(false),
    );
    await waitFor(() => expect(textOf(target)).toContain('Kod resetu dla Kasia'));
    expect(isDisabled(getButton(row(target, 'Kasia'), 'Kod resetu hasła'))).toBe(false);
    expect(store.calls('issueResetCode')).toBe(1);
  });

  it('members: a role is saved once, and the button waits for another choice', async () => {
    const store = heldDemoStore('setMemberRole');
    const target = await membersPage(store);
    const roleSelect = target.querySelector<HTMLSelectElement>(
      `[id="${getByText<HTMLLabelElement>(target, 'label', 'Rola: Kasia').htmlFor}"]`,
    )!;
    Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')!.set!.call(roleSelect, 'officer');
    roleSelect.dispatchEvent(new Event('change', { bubbles: true }));
    await nextTask();
    await pressWhileOut(store, 'setMemberRole', getButton(row(target, 'Kasia'), 'Zapisz rolę'), () =>
      getButton(row(target, 'Kasia'), 'Zapisywanie…'),
    );
    await waitFor(() => expect(textOf(row(target, 'Kasia'))).toContain('Kasia – Oficer'));
    // Saved: the role shown is the one chosen, so pressing again sends nothing.
    const save = await waitFor(() => getButton(row(target, 'Kasia'), 'Zapisz rolę'));
    expect(isDisabled(save)).toBe(true);
    save.click();
    await settle();
    expect(store.calls('setMemberRole')).toBe(1);
  });

  it('members: a removal is sent once, and the focus goes to the list’s heading', async () => {
    const store = heldDemoStore('removeMember');
    const target = await membersPage(store);
    getButton(row(target, 'Kasia'), 'Usuń z gildii').click();
    const confirm = await waitFor(() => getButton(row(target, 'Kasia'), 'Tak, usuń Kasia'));
    await pressWhileOut(store, 'removeMember', confirm, () => getButton(row(target, 'Kasia'), 'Usuwanie…'));
    await waitFor(() => expect(textOf(target)).not.toContain('Kasia – Członek gildii'));
    expect(textOf(target)).toContain('Usunięto z gildii');
    expect(textOf(target)).not.toContain('Nie usunięto');
    expect(focusedText()).toBe('Członkowie gildii');
    expect(store.calls('removeMember')).toBe(1);
  });
});
