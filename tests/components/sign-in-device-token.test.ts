import { afterEach, describe, expect, it } from 'vitest';
import { getButton } from './helpers/dom';
import { cleanupApps, mountApp } from './helpers/mount-app';
import { signIn, signInExisting } from './helpers/sign-in';
import { waitFor } from './helpers/wait-for';

/** The device tokens this browser keeps, by storage key. */
const deviceTokens = () =>
  Object.fromEntries(
    Object.keys(localStorage)
      .filter((key) => key.includes(':device:'))
      .map((key) => [key.replace(/^.*:device:/, ''), localStorage.getItem(key)]),
  );

const h1Text = (target: HTMLElement) => target.querySelector('h1')?.textContent;

describe('the sign-in form and the device token (demo store)', { timeout: 20_000 }, () => {
  afterEach(cleanupApps);

  it('keeps the device token after signing out and sends it with the next sign-in, which keeps it trusted', async () => {
    const { target } = mountApp({ route: '/raider' });
    await waitFor(() => expect(target.querySelector('input')).not.toBeNull());
    await signIn(target, 'Mistrz');
    await waitFor(() => expect(h1Text(target)).toBe('Przegląd'));
    const issued = deviceTokens();
    expect(issued).toEqual({ mistrz: expect.stringMatching(/^[0-9a-f]{32}\./) });

    getButton(target, 'Wyloguj się').click();
    await waitFor(() => expect(target.querySelector('input')).not.toBeNull());
    expect(deviceTokens()).toEqual(issued);
    await signInExisting(target, 'MISTRZ');
    await waitFor(() => expect(h1Text(target)).toBe('Przegląd'));
    // The service answers a sign-in that came with a valid device token with that same token; one that
    // came without it gets a new device id.
    expect(deviceTokens()).toEqual(issued);
  });
});
