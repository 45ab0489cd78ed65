import type { Browser, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { launchChromiumForFile } from './per-file';
import { motionProblems } from './motion';
import { holdRequests, signIn } from './page-helpers';
import { surfaces, type Surface } from './surfaces';

let browser: Browser;
launchChromiumForFile((launched) => (browser = launched));

/**
 * Goes through every state that can animate — a page, the route loading bar (indeterminate), an open
 * tooltip, a toast arriving and a toast leaving — and collects what the motion check reports in each.
 */
async function motionThroughStates(page: Page, surface: Surface): Promise<string[]> {
  const problems: string[] = [];
  const check = async (state: string) => problems.push(...(await motionProblems(page)).map((problem) => `${state}: ${problem}`));
  const scope = surface.scope(page);

  // A raider page's chunk is held: the public pages come with the home page's raid card just after its
  // first paint (the after-paint group, site/build/chunk-plan.ts), so none is left to load on a
  // click, while the raider pages load on their first visit.
  const release = await holdRequests(page, /\/assets\/raider-signups-[^/]+\.js$/);
  await surface.open(page, '/');
  await check('home');

  await scope.getByRole('button', { name: /^Motyw:/ }).focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await scope.getByRole('tooltip').waitFor();
  await check('tooltip open');

  await surface.go(page, '/raider');
  await signIn(scope);
  const toast = scope.getByRole('region', { name: 'Powiadomienia (F8)' }).locator('li').first();
  await toast.waitFor();
  await check('toast open');
  await toast.getByRole('button', { name: 'Zamknij' }).click();
  await check('toast closing');
  await toast.waitFor({ state: 'detached' });

  await page.evaluate(() => window.scrollTo(0, 0));
  await scope.getByRole('navigation', { name: 'Panel rajdowca' }).getByRole('link', { name: 'Zapisy' }).click();
  await scope.getByRole('progressbar', { name: 'Wczytywanie strony' }).waitFor();
  await check('page loading');
  release();
  await expect.poll(() => scope.locator('h1').innerText()).toBe('Zapisy');
  return problems;
}

describe('prefers-reduced-motion: reduce', () => {
  for (const surface of surfaces) {
    test(`${surface.name}: nothing moves — no slide, no indeterminate sweep; at most a short fade`, async () => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
      const page = await context.newPage();
      expect(await motionThroughStates(page, surface)).toEqual([]);
      await context.close();
    });
  }

  test('the check itself: without the preference it reports the motion the app has then', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, reducedMotion: 'no-preference' });
    const page = await context.newPage();
    const problems = await motionThroughStates(page, surfaces[0]!);
    // The indeterminate bar sweeping across, and a toast sliding in and out.
    expect(problems.some((problem) => /^page loading: .*animation of transform over 1100 ms × infinite$/.test(problem))).toBe(true);
    expect(problems.some((problem) => /^page loading: .*transition of width over 200 ms$/.test(problem))).toBe(true);
    expect(
      problems.some((problem) =>
        /^toast open: li\.\S+: animation of (opacity, transform|transform, opacity) over 200 ms × 1$/.test(problem),
      ),
    ).toBe(true);
    expect(
      problems.some((problem) =>
        /^toast closing: li\.\S+: animation of (opacity, transform|transform, opacity) over 200 ms × 1$/.test(problem),
      ),
    ).toBe(true);
    await context.close();
  });
});
