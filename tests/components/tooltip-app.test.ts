import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { getButton, h1Text, textOf } from './helpers/dom';
import { cleanupApps, mountApp } from './helpers/mount-app';
import { signIn } from './helpers/sign-in';
import { waitFor } from './helpers/wait-for';
import { hover, unhover } from './helpers/pointer';

/**
 * Signs in at /raider (real timers: the app's lazy pages load meanwhile) and returns 'Wyloguj się'. A
 * second instance on the page shares the session, so it may already be signed in.
 */
async function signedIn(target: HTMLElement): Promise<HTMLButtonElement> {
  await waitFor(() => expect(['Zaloguj się', 'Przegląd']).toContain(h1Text(target)));
  if (h1Text(target) === 'Zaloguj się') await signIn(target, 'Grzmotobrody');
  await waitFor(() => expect(h1Text(target)).toBe('Przegląd'));
  return getButton(target, 'Wyloguj się');
}

async function tick(ms = 0): Promise<void> {
  await vi.advanceTimersByTimeAsync(ms);
  for (let round = 0; round < 3; round += 1) {
    await new Promise((resolve) => setImmediate(resolve));
    await vi.advanceTimersByTimeAsync(50);
  }
}

function tooltipOf(trigger: HTMLElement): HTMLElement | null {
  const id = trigger.getAttribute('aria-describedby');
  const element = id ? trigger.ownerDocument.getElementById(id) : null;
  return element?.getAttribute('role') === 'tooltip' ? element : null;
}

describe('the sign-out tooltip in an app instance', { timeout: 20_000 }, () => {
  // The tooltip's bubble loads on the first hover with import(); loading the modules once up front
  // keeps these fake-timer tests about the 700 ms rules.
  beforeAll(async () => {
    await Promise.all([import('../../src/ui/tooltip/Tooltip'), import('../../src/ui/tooltip/TooltipBubble')]);
  });
  afterEach(() => {
    vi.useRealTimers();
    cleanupApps();
  });

  it('describes "Wyloguj się" after 700 ms and renders inside the instance root', async () => {
    const { target } = mountApp({ route: '/raider' });
    const signOut = await signedIn(target);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    hover(signOut);
    await vi.advanceTimersByTimeAsync(699);
    expect(tooltipOf(signOut)).toBeNull();
    await tick(1);
    const tooltip = tooltipOf(signOut);
    expect(textOf(tooltip)).toBe('Kończy sesję na tym urządzeniu');
    expect(target.contains(tooltip)).toBe(true);
  });

  it('each instance has its own coordinator: a skip window in one does not open a tooltip at once in the other', async () => {
    const first = mountApp({ route: '/raider' });
    const second = mountApp({ route: '/raider' });
    const firstSignOut = await signedIn(first.target);
    const secondSignOut = await signedIn(second.target);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    hover(firstSignOut);
    await tick(700);
    const firstId = tooltipOf(firstSignOut)!.id;
    unhover(firstSignOut);
    hover(secondSignOut);
    await vi.advanceTimersByTimeAsync(0);
    await new Promise((resolve) => setImmediate(resolve));
    expect(tooltipOf(secondSignOut)).toBeNull();
    await tick(700);
    expect(textOf(tooltipOf(secondSignOut))).toBe('Kończy sesję na tym urządzeniu');
    expect(second.target.contains(tooltipOf(secondSignOut))).toBe(true);
    expect(first.target.querySelector('[role="tooltip"]')).toBeNull();
    // Two instances in one document: ids never collide, so aria-describedby cannot point across them.
    expect(tooltipOf(secondSignOut)!.id).not.toBe(firstId);
  });
});
