import type { Browser, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { flattenRoutes, resolveRoute } from '../../src/routes';
import { formatViolations, runAxe } from './axe';
import { launchChromiumForFile } from './per-file';
import { baseUrl, signIn } from './page-helpers';
import { guildName, site, surfaces, widget, type Surface } from './surfaces';

let browser: Browser;
launchChromiumForFile((launched) => (browser = launched));

/** Every page of the route table (a route added later is covered without touching this file). */
const pages = flattenRoutes()
  .filter((route) => route.load)
  .map((route) => ({ path: route.fullPath, guarded: resolveRoute(route.fullPath, guildName).chain.some((record) => record.guard) }));

const schemes = ['light', 'dark'] as const;

/**
 * Reduced motion only so that no toast is caught half-faded in (axe measures contrast through opacity);
 * every colour and layout is the same as with motion.
 */
async function newPage(scheme: (typeof schemes)[number]): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, colorScheme: scheme, reducedMotion: 'reduce' });
  return context.newPage();
}

/** One h1 per page, and the landmarks a screen-reader user navigates by. */
async function structureProblems(page: Page, surface: Surface, where: string): Promise<string[]> {
  const problems: string[] = [];
  const expectCount = async (what: string, count: Promise<number>, expected: number) => {
    const actual = await count;
    if (actual !== expected) problems.push(`${where}: ${actual} × ${what}, expected ${expected}`);
  };
  const scope = surface.scope(page);
  await expectCount('h1', page.locator(`${surface.root} h1`).count(), 1);
  await expectCount('navigation "Główna nawigacja"', scope.getByRole('navigation', { name: 'Główna nawigacja' }).count(), 1);
  if (surface.name === 'site') {
    await expectCount('main landmark', page.getByRole('main').count(), 1);
    await expectCount('banner landmark', page.getByRole('banner').count(), 1);
  } else {
    // The host page keeps its own main and banner; the widget is one region named after the guild.
    const region = `Panel gildii ${guildName}`;
    await expectCount(`region "${region}"`, page.getByRole('region', { name: region, exact: true }).count(), 1);
    await expectCount('main landmark (the host page’s only)', page.getByRole('main').count(), 1);
    await expectCount('banner landmark (the host page’s only)', page.getByRole('banner').count(), 1);
  }
  return problems;
}

async function audit(page: Page, surface: Surface, where: string): Promise<string[]> {
  return [...formatViolations(where, await runAxe(page)), ...(await structureProblems(page, surface, where))];
}

/**
 * The error page (500): the manifesto's chunk (the after-paint group's, site/build/chunk-plan.ts)
 * fails to load and the chunk-reload guard has just been used for that path, so the app shows the
 * error page instead of reloading.
 */
async function openErrorPage(page: Page, surface: Surface): Promise<void> {
  await page.addInitScript(() =>
    sessionStorage.setItem('raider-panel:chunk-reload', JSON.stringify({ path: '/manifesto', expires: Date.now() + 60_000 })),
  );
  await page.route(/\/assets\/after-paint-parts-[^/]+\.js$/, (route) => route.fulfill({ status: 404, body: 'gone' }));
  // Straight to the page: the home page would wait for its raid card, which is in the same chunk.
  await surface.open(page, '/manifesto');
  await expect.poll(() => page.locator(`${surface.root} h1`).innerText()).toContain('Wewnętrzny błąd serwera');
}

describe('axe-core, WCAG 2.1 A and AA: zero violations', () => {
  for (const surface of surfaces) {
    for (const scheme of schemes) {
      test(`${surface.name}, ${scheme}: every route signed out and in, the sign-in form, the 404 and the error page`, async () => {
        const problems: string[] = [];
        const page = await newPage(scheme);
        const label = (state: string, path: string) => `${surface.name} ${scheme} ${state} ${path}`;

        await surface.open(page, '/');
        for (const { path, guarded } of pages) {
          if (path !== '/') await surface.go(page, path);
          problems.push(...(await audit(page, surface, label('signed out', path))));
          if (guarded) expect(await page.locator(`${surface.root} h1`).innerText()).toBe('Zaloguj się');
        }
        await surface.go(page, '/nie-ma-takiej-strony');
        expect(await page.locator(`${surface.root} h1`).innerText()).toContain('Nie znaleziono strony');
        problems.push(...(await audit(page, surface, label('signed out', '404'))));

        const guardedPages = pages.filter((entry) => entry.guarded);
        await surface.go(page, guardedPages[0]!.path);
        // The sign-in form's other modes: creating an account and setting a password with a reset code.
        const scope = surface.scope(page);
        await scope.getByRole('button', { name: 'Nie mam jeszcze konta' }).click();
        await scope.getByRole('heading', { name: 'Nowe konto' }).waitFor();
        problems.push(...(await audit(page, surface, label('signed out, new account form', guardedPages[0]!.path))));
        await scope.getByRole('button', { name: 'Mam już konto' }).click();
        await scope.getByRole('button', { name: 'Mam kod resetu od oficera' }).click();
        await scope.getByRole('heading', { name: 'Nowe hasło z kodem resetu' }).waitFor();
        problems.push(...(await audit(page, surface, label('signed out, reset code form', guardedPages[0]!.path))));
        await scope.getByRole('button', { name: 'Mam już konto' }).click();
        await signIn(scope);
        // A toast the sign-in shows is still open during the first signed-in audit: it is checked too.
        for (const { path } of guardedPages) {
          if (path !== guardedPages[0]!.path) await surface.go(page, path);
          problems.push(...(await audit(page, surface, label('signed in', path))));
        }
        await page.context().close();

        const errorPage = await newPage(scheme);
        await openErrorPage(errorPage, surface);
        problems.push(...(await audit(errorPage, surface, label('error page', '500'))));
        await errorPage.context().close();

        expect(problems).toEqual([]);
      });
    }
  }

  for (const scheme of schemes) {
    test(`site at 360 px, ${scheme}: the phone menu open and a tooltip showing`, async () => {
      const context = await browser.newContext({ viewport: { width: 360, height: 740 }, colorScheme: scheme, reducedMotion: 'reduce' });
      const page = await context.newPage();
      await site.open(page, '/raid-schedule');
      await page.getByRole('button', { name: 'Menu' }).click();
      await page.getByRole('navigation', { name: 'Główna nawigacja' }).getByRole('link', { name: 'Opinie' }).waitFor();
      // Keyboard focus opens the colour-mode switch's tooltip at once.
      await page.getByRole('button', { name: /^Motyw:/ }).focus();
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Tab');
      await page.getByRole('tooltip').waitFor();
      expect(await page.getByRole('button', { name: 'Menu' }).getAttribute('aria-expanded')).toBe('true');
      expect(await audit(page, site, `site ${scheme} 360 px menu and tooltip`)).toEqual([]);
      await context.close();
    });
  }

  test('the checker itself: violations planted inside the widget’s shadow root are found and reported', async () => {
    const page = await newPage('light');
    await widget.open(page, '/');
    expect(formatViolations('clean', await runAxe(page))).toEqual([]);
    await page.evaluate(() => {
      const root = document.querySelector('raider-panel')!.shadowRoot!.querySelector('.rp-root')!;
      root.insertAdjacentHTML(
        'afterbegin',
        '<img id="planted-image" src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">' +
          '<p id="planted-text" style="color:#d4d4d4;background:#ffffff">Ledwo widoczny tekst</p>',
      );
    });
    const violations = await runAxe(page);
    const byId = Object.fromEntries(violations.map((violation) => [violation.id, violation]));
    expect(byId['image-alt']?.targets).toEqual(['raider-panel >>> #planted-image']);
    expect(byId['color-contrast']?.targets).toContain('raider-panel >>> #planted-text');
    const report = formatViolations('planted', violations).join('\n');
    expect(report).toContain('planted: image-alt (critical) at raider-panel >>> #planted-image');
    expect(report).toMatch(/color-contrast \(serious\) at .*#planted-text — Fix any of the following/);
    await page.context().close();
  });

  test('the structure check itself: a second h1 in the site is reported', async () => {
    const page = await newPage('light');
    await site.open(page, '/values');
    expect(await structureProblems(page, site, 'clean')).toEqual([]);
    await page.evaluate(() => document.querySelector('#rp-main')!.insertAdjacentHTML('beforeend', '<h1>Drugi nagłówek</h1>'));
    expect(await structureProblems(page, site, 'planted')).toEqual(['planted: 2 × h1, expected 1']);
    await page.context().close();
  });
});

test('the route table yields the public pages and the guarded raider pages', () => {
  expect(pages.filter((entry) => !entry.guarded).map((entry) => entry.path)).toContain('/raid-schedule');
  expect(pages.filter((entry) => entry.guarded).map((entry) => entry.path)).toEqual([
    '/raider',
    '/raider/signups',
    '/raider/attendance',
    '/raider/account',
    '/raider/members',
    '/raider/raids',
    '/raider/loot',
  ]);
  expect(baseUrl()).toMatch(/^http:\/\/localhost:\d+$/);
});
