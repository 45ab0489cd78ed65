import type { Browser, Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { flattenRoutes, resolveRoute } from '../../src/routes';
import { launchChromiumForFile } from './per-file';
import { runFramesUntilVisible, signIn } from './page-helpers';
import { guildName, site, surfaces, type Surface } from './surfaces';

/**
 * A phone: every page fits a 320 px wide viewport without sideways scrolling (site and widget), the
 * overview's answers sit in one row or a 2×2 grid at 360 px, and toasts stay off the field being typed in.
 */
let browser: Browser;
launchChromiumForFile((launched) => (browser = launched));

const pages = flattenRoutes()
  .filter((route) => route.load)
  .map((route) => ({ path: route.fullPath, guarded: resolveRoute(route.fullPath, guildName).chain.some((record) => record.guard) }));

async function phone(width: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 740 }, reducedMotion: 'reduce' });
  return context.newPage();
}

/** How far the page, and the app's own root, reach beyond their width (0: no sideways scroll). */
function overflow(page: Page, surface: Surface): Promise<{ page: number; app: number; culprits: string[] }> {
  return page.evaluate((rootSelector) => {
    const host = document.querySelector(rootSelector)!;
    const app = (host.shadowRoot?.querySelector('.rp-root') ?? host) as HTMLElement;
    const right = app.getBoundingClientRect().right;
    // The innermost elements that reach past the app's edge, to say what to fix (fixed toasts excluded).
    const culprits = [...app.querySelectorAll<HTMLElement>('*')]
      .filter((element) => element.getBoundingClientRect().right > right + 1 && getComputedStyle(element).position !== 'fixed')
      .filter((element) => element.closest('[role="region"]') === null)
      .slice(-3)
      .map((element) => `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 30)}"`);
    return {
      page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      app: app.scrollWidth - app.clientWidth,
      culprits,
    };
  }, surface.root);
}

describe('on a 320 px phone', () => {
  for (const surface of surfaces) {
    test(`${surface.name}: every page fits without sideways scrolling`, { timeout: 120_000 }, async () => {
      const page = await phone(320);
      const problems: string[] = [];
      const check = async (label: string) => {
        const found = await overflow(page, surface);
        if (found.page > 0 || found.app > 0)
          problems.push(`${label}: page +${found.page} px, app +${found.app} px (${found.culprits.join(', ')})`);
      };
      await surface.open(page, '/');
      for (const { path } of pages.filter((entry) => !entry.guarded)) {
        if (path !== '/') await surface.go(page, path);
        await check(path);
      }
      await surface.go(page, '/nie-ma-takiej-strony');
      await check('404');
      const guarded = pages.filter((entry) => entry.guarded);
      await surface.go(page, guarded[0]!.path);
      await check(`${guarded[0]!.path} (sign-in form)`);
      await signIn(surface.scope(page), `Wąski${surface.name}`);
      for (const { path } of guarded) {
        await surface.go(page, path);
        await check(path);
      }
      expect(problems).toEqual([]);
      await page.context().close();
    });
  }
});

/** The distinct rows and columns the buttons of a group are laid out in. */
async function grid(group: Locator): Promise<{ rows: number; columns: number }> {
  const boxes = await group.getByRole('button').evaluateAll((buttons) =>
    buttons.map((button) => {
      const box = button.getBoundingClientRect();
      return { top: Math.round(box.top), left: Math.round(box.left) };
    }),
  );
  return { rows: new Set(boxes.map((box) => box.top)).size, columns: new Set(boxes.map((box) => box.left)).size };
}

describe('at 360 px', () => {
  for (const surface of surfaces) {
    test(`${surface.name}: the overview's four answers are one row or a 2×2 grid`, { timeout: 60_000 }, async () => {
      const page = await phone(360);
      await surface.open(page, '/raider');
      await signIn(surface.scope(page), `Kolumna${surface.name}`);
      const groups = surface
        .scope(page)
        .getByRole('group')
        .filter({ has: page.getByRole('button', { name: 'Spóźnię się' }) });
      await expect.poll(() => groups.count()).toBeGreaterThan(0);
      for (const group of await groups.all()) {
        expect(await group.getByRole('button').count()).toBe(4);
        expect([JSON.stringify({ rows: 1, columns: 4 }), JSON.stringify({ rows: 2, columns: 2 })]).toContain(
          JSON.stringify(await grid(group)),
        );
      }
      await page.context().close();
    });
  }

  test('site: a toast is never over the field that has focus', { timeout: 60_000 }, async () => {
    const page = await phone(360);
    await page.clock.install();
    await site.open(page, '/raider/signups');
    await signIn(page, 'Notatkowa');
    // The sign-in toast is showing; the clock stands still so it stays while the note is typed.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    const toast = page.getByRole('region', { name: 'Powiadomienia (F8)' }).locator('li').first();
    await runFramesUntilVisible(page, toast);
    // The last raid's form: open it, so its note field is there to type in.
    const open = page.getByRole('button', { name: 'Odpowiedz' });
    await runFramesUntilVisible(page, open.last());
    await open.last().click();
    const notes = page.getByLabel('Notatka dla lidera (opcjonalnie)');
    await runFramesUntilVisible(page, notes.first());
    for (const note of [notes.first()]) {
      await note.scrollIntoViewIfNeeded();
      // Near the bottom edge, where toasts are placed by default, then near the top.
      for (const edge of ['end', 'start'] as const) {
        await note.evaluate((element, block) => element.scrollIntoView({ block }), edge);
        await note.focus();
        await note.pressSequentially('Będę po 20');
        // The toast slides out of the way (a CSS transition, on the browser's real time): wait, a frame
        // at a time, until it is clear of the field.
        const overlap = async () => {
          await page.clock.runFor(16);
          const [field, region] = [await note.boundingBox(), await toast.boundingBox()];
          if (!field || !region) return 'no box';
          const overlaps =
            region.x < field.x + field.width &&
            field.x < region.x + region.width &&
            region.y < field.y + field.height &&
            field.y < region.y + region.height;
          return overlaps ? `toast ${JSON.stringify(region)} over the field ${JSON.stringify(field)} (${edge})` : 'clear';
        };
        await expect.poll(overlap).toBe('clear');
      }
    }
    await page.context().close();
  });
});
