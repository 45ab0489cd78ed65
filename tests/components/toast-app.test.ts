import { afterEach, describe, expect, it, vi } from 'vitest';
import { getButton, h1Text, textOf } from './helpers/dom';
import { cleanupApps, mountApp } from './helpers/mount-app';
import { signIn, signInExisting } from './helpers/sign-in';
import { waitFor } from './helpers/wait-for';

/** The app's notification region: one per instance, inside its root. */
function region(target: HTMLElement): HTMLElement {
  const found = [...target.querySelectorAll<HTMLElement>('[role="region"]')].filter(
    (element) => element.getAttribute('aria-label') === 'Powiadomienia (F8)',
  );
  if (found.length !== 1) throw new Error(`expected one notification region, found ${found.length}`);
  return found[0]!;
}

/** Visible title and description of each toast, newest first. */
function toasts(target: HTMLElement): string[][] {
  return [...region(target).querySelectorAll('li')].map((toast) => [...toast.querySelectorAll('p')].map(textOf));
}

async function signedIn(nickname: string) {
  const mounted = mountApp({ route: '/raider' });
  await waitFor(() => expect(h1Text(mounted.target)).toBe('Zaloguj się'));
  await signIn(mounted.target, nickname);
  await waitFor(() => expect(h1Text(mounted.target)).toBe('Przegląd'));
  return mounted;
}

describe('toasts in the app', { timeout: 20_000 }, () => {
  afterEach(() => {
    cleanupApps();
    vi.restoreAllMocks();
  });

  it('renders the region as the last child of the instance root, empty at first', async () => {
    const { target } = mountApp();
    await waitFor(() => expect(h1Text(target)).toBe('Bursztynowy Świt'));
    // The region renders with the app; waiting covers a runtime that commits it a tick later.
    await waitFor(() => expect(target.lastElementChild).toBe(region(target)));
    expect(toasts(target)).toEqual([]);
  });

  it('signing in shows "Zalogowano" / "Witaj, <nick>!"; signing out shows "Wylogowano"', async () => {
    const { target } = await signedIn('Mirabelka');
    await waitFor(() => expect(toasts(target)).toEqual([['Zalogowano', 'Witaj, Mirabelka!']]));
    expect(region(target).querySelector('li')!.dataset.tone).toBe('success');

    getButton(target, 'Wyloguj się').click();
    await waitFor(() => expect(h1Text(target)).toBe('Zaloguj się'));
    await waitFor(() => expect(toasts(target)).toEqual([['Wylogowano'], ['Zalogowano', 'Witaj, Mirabelka!']]));
  });

  it('F8 with two instances focuses the one whose newest toast is newest', async () => {
    const first = await signedIn('Pierwsza');
    // The second widget shares the raider's session: it opens signed in, with no toast of its own yet.
    const second = mountApp({ route: '/raider' });
    await waitFor(() => expect(h1Text(second.target)).toBe('Przegląd'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    getButton(second.target, 'Wyloguj się').click();
    await waitFor(() => expect(toasts(second.target)[0]).toEqual(['Wylogowano']));
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'F8', code: 'F8', bubbles: true }));
    expect(document.activeElement).toBe(region(second.target));

    await new Promise((resolve) => setTimeout(resolve, 20));
    await waitFor(() => expect(h1Text(first.target)).toBe('Zaloguj się'));
    await signInExisting(first.target, 'Pierwsza');
    // The first sign-in's toast may still show: wait for the new one on top of it.
    await waitFor(() => expect(toasts(first.target).filter(([title]) => title === 'Zalogowano')).toHaveLength(2));
    expect(toasts(first.target)[0]?.[0]).toBe('Zalogowano');
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'F8', code: 'F8', bubbles: true }));
    expect(document.activeElement).toBe(region(first.target));
  });

  it('unmount clears the timer of a toast still showing', async () => {
    const setTimer = vi.spyOn(globalThis, 'setTimeout');
    const clearTimer = vi.spyOn(globalThis, 'clearTimeout');
    const { app, target } = await signedIn('Mirabelka');
    await waitFor(() => expect(toasts(target)).toHaveLength(1));
    // The toast's auto-close timer: the only 5000 ms one.
    const index = setTimer.mock.calls.findIndex(([, delay]) => delay === 5000);
    expect(index).toBeGreaterThanOrEqual(0);
    const timer = setTimer.mock.results[index]!.value;
    expect(clearTimer.mock.calls.some(([id]) => id === timer)).toBe(false);
    app.unmount();
    expect(clearTimer.mock.calls.some(([id]) => id === timer)).toBe(true);
  });
});
