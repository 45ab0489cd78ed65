import { afterEach, describe, expect, it } from 'vitest';
import { getButton, getByLabel, getByText, h1Text, textOf, typeInto } from './helpers/dom';
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

/** Chooses `value` in the select labelled `label`, as a person's choice fires `change`. */
function choose(root: ParentNode, label: string, value: string): void {
  const select = root.querySelector<HTMLSelectElement>(`[id="${getByText<HTMLLabelElement>(root, 'label', label).htmlFor}"]`)!;
  Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')!.set!.call(select, value);
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

/** The app at `route` on the held store, signed in with a new account (the demo's first one is its admin). */
async function signedInAt(route: string, store: HeldDemoStore<keyof RaidApi>, nickname: string): Promise<HTMLElement> {
  const { target } = mountApp({ route, demoStore: store.demoStore });
  await waitFor(() => expect(h1Text(target)).toBe('Zaloguj się'));
  await signIn(target, nickname);
  return target;
}

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
    choose(target, 'Rola: Kasia', 'officer');
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

  it('Rajdy: cancelling a night once, and restoring it once', async () => {
    const store = heldDemoStore('updateRaid');
    const target = await signedInAt('/raider/raids', store, 'Mistrz');
    const first = () => target.querySelector<HTMLLIElement>('[aria-labelledby="rp-raids-nights"] li')!;
    await waitFor(() => expect(textOf(first())).toContain('Zaplanowany'));
    getButton(first(), 'Odwołaj').click();
    await waitFor(() => getByLabel(first(), 'Powód odwołania (wymagany)'));
    typeInto(getByLabel(first(), 'Powód odwołania (wymagany)'), 'Wigilia');
    await nextTask();
    await pressWhileOut(store, 'updateRaid', getButton(first(), 'Odwołaj rajd'), () => getButton(first(), 'Odwoływanie…'));
    await waitFor(() => expect(textOf(first())).toContain('Odwołany: Wigilia'));

    // Przywróć keeps its name while the request is out: it is busy once aria-disabled.
    const restore = await waitFor(() => {
      const button = getButton(first(), 'Przywróć');
      expect(isDisabled(button)).toBe(false);
      return button;
    });
    await pressWhileOut(store, 'updateRaid', restore, () => {
      const button = getButton(first(), 'Przywróć');
      expect(isDisabled(button)).toBe(true);
      return button;
    });
    await waitFor(() => expect(textOf(first())).toContain('Zaplanowany'));
    expect(textOf(first().querySelector('[role="alert"]'))).toBe('');
    expect(store.calls('updateRaid')).toBe(2);
  });

  it('Konto: ending another session once, then signing this device out once', async () => {
    const store = heldDemoStore('endSession');
    // Another device: a session of Kasia's that this app does not hold.
    const other = mountApp({ route: '/raider/account' });
    await waitFor(() => expect(h1Text(other.target)).toBe('Zaloguj się'));
    await signIn(other.target, 'Kasia');
    await waitFor(() => expect(h1Text(other.target)).toBe('Konto'));
    other.app.unmount();
    localStorage.removeItem('raider-panel:session:local');

    const { target } = mountApp({ route: '/raider/account', demoStore: store.demoStore });
    await waitFor(() => expect(h1Text(target)).toBe('Zaloguj się'));
    await signInExisting(target, 'Kasia');
    await waitFor(() => expect(textOf(target)).toContain('Inne urządzenie'));

    await pressWhileOut(store, 'endSession', getButton(row(target, 'Inne urządzenie'), 'Zakończ sesję'), () =>
      getButton(row(target, 'Inne urządzenie'), 'Kończenie sesji…'),
    );
    await waitFor(() => expect(textOf(target)).not.toContain('Inne urządzenie'));
    expect(textOf(target)).toContain('Sesja zakończona');
    expect(focusedText()).toBe('Moje sesje');

    await pressWhileOut(store, 'endSession', getButton(row(target, 'To urządzenie'), 'Wyloguj to urządzenie'), () =>
      getButton(row(target, 'To urządzenie'), 'Wylogowywanie…'),
    );
    await waitFor(() => expect(h1Text(target)).toBe('Zaloguj się'));
    // A second request would have found the session gone and said it expired.
    expect(textOf(target)).not.toContain('Sesja wygasła');
    expect(store.calls('endSession')).toBe(2);
  });

  it('Konto: ending an absence once', async () => {
    const store = heldDemoStore('endAbsence');
    const target = await signedInAt('/raider/account', store, 'Kasia');
    await waitFor(() => getButton(target, 'Dodaj nieobecność'));
    const from = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    typeInto(getByLabel(target, 'Od'), from);
    typeInto(getByLabel(target, 'Notatka (opcjonalnie)'), 'Wesele');
    await nextTask();
    getButton(target, 'Dodaj nieobecność').click();
    const list = () => target.querySelector<HTMLElement>('ul[aria-label="Zaplanowane nieobecności"]')!;
    const end = await waitFor(() => getButton(list(), 'Zakończ'));

    await pressWhileOut(store, 'endAbsence', end, () => getButton(list(), 'Kończenie…'));
    await waitFor(() => expect(textOf(target)).toContain('Brak zaplanowanych nieobecności.'));
    expect(textOf(target)).not.toMatch(/Nie znaleziono|nie istnieje/);
    expect(focusedText()).toBe('Urlop');
    expect(store.calls('endAbsence')).toBe(1);
  });

  it('Konto: saving a changed character once, and removing it once', async () => {
    const store = heldDemoStore('updateCharacter', 'removeCharacter');
    const target = await signedInAt('/raider/account', store, 'Kasia');
    const form = (heading: string) => getByText(target, 'h3', heading).closest('form')!;
    const add = await waitFor(() => form('Dodaj postać'));
    typeInto(getByLabel(add, 'Imię postaci'), 'Lunaria');
    choose(add, 'Klasa', 'druid');
    await nextTask();
    choose(add, 'Specjalizacja', 'restoration');
    await nextTask();
    getButton(add, 'Dodaj postać').click();
    const list = () => target.querySelector<HTMLElement>('ul[aria-label="Twoje postacie"]')!;
    await waitFor(() => expect(textOf(list())).toContain('Lunaria'));

    getButton(list(), 'Zmień').click();
    const edit = await waitFor(() => form('Zmień postać Lunaria'));
    typeInto(getByLabel(edit, 'Imię postaci'), 'Lunarka');
    await nextTask();
    await pressWhileOut(store, 'updateCharacter', getButton(edit, 'Zapisz zmiany'), () => getButton(edit, 'Zapisywanie…'));
    await waitFor(() => expect(textOf(list())).toContain('Lunarka'));
    expect(store.calls('updateCharacter')).toBe(1);

    await pressWhileOut(store, 'removeCharacter', getButton(list(), 'Usuń'), () => getButton(list(), 'Usuwanie…'));
    await waitFor(() => expect(textOf(target)).toContain('Nie masz jeszcze postaci.'));
    expect(textOf(target)).toContain('Usunięto postać Lunarka');
    expect(focusedText()).toBe('Postacie');
    expect(store.calls('removeCharacter')).toBe(1);
  });

  it('Zapisy: a double tap on an answer saves it once, with one toast', async () => {
    const store = heldDemoStore('saveSignup');
    const target = await signedInAt('/raider/signups', store, 'Kasia');
    const answers = await waitFor(() => {
      const group = target.querySelector<HTMLElement>('[role="radiogroup"]');
      if (!group) throw new Error(`no night's answers yet; the page shows: ${textOf(target).slice(0, 200)}`);
      return group;
    });
    const late = getButton(answers, 'Spóźnię się');
    late.click();
    late.click();
    await settle();
    expect(store.calls('saveSignup')).toBe(1);
    store.release();
    // Each toast's title is its first paragraph.
    const toastTitles = () =>
      [...target.querySelectorAll('[aria-label="Powiadomienia (F8)"] li')].map((toast) => textOf(toast.querySelector('p')));
    const saved = () => toastTitles().filter((title) => title === 'Zapisano');
    await waitFor(() => expect(saved(), `toasts: ${JSON.stringify(toastTitles())}`).toHaveLength(1));
    await settle();
    expect(saved()).toHaveLength(1);
    expect(store.calls('saveSignup')).toBe(1);
  });
});
