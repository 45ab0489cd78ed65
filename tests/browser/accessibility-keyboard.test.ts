import type { Browser, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { launchChromiumForFile } from './per-file';
import { measureFocusRing, type FocusRing } from './focus-ring';
import { appRoot, baseUrl, browserPassword, focusedElement, holdRequests, signIn, widgetHeading } from './page-helpers';
import { announcer, site, surfaces, widget } from './surfaces';

let browser: Browser;
launchChromiumForFile((launched) => (browser = launched));

const schemes = ['light', 'dark'] as const;

async function newPage(scheme: (typeof schemes)[number] = 'light', width = 1280): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, colorScheme: scheme, reducedMotion: 'reduce' });
  return context.newPage();
}

/** Presses Tab until the focused element's description contains `name`; fails after `limit` presses. */
async function tabTo(page: Page, name: string, limit = 40): Promise<void> {
  const passed: string[] = [];
  for (let press = 0; press < limit; press++) {
    await page.keyboard.press('Tab');
    const { description } = await focusedElement(page);
    if (description.includes(name)) return;
    passed.push(description);
  }
  throw new Error(`Tab never reached ${name}; focus went through: ${passed.join(', ')}`);
}

/** The description of what has focus, e.g. `h1 "Nasze wartości"`. */
async function focused(page: Page): Promise<string> {
  return (await focusedElement(page)).description;
}

/** Puts the keyboard's starting point at the top of the page, as after a fresh load, with nothing focused. */
async function startFromTop(page: Page): Promise<void> {
  await page.evaluate(() => {
    const start = document.createElement('div');
    start.tabIndex = -1;
    document.body.prepend(start);
    start.focus();
    start.blur();
    start.remove();
  });
}

/**
 * Tabs through the whole page from the top and measures the focus ring of every stop (controls that
 * share a class and a parent's class are measured once). A tooltip opened by a stop must describe it.
 */
async function sweepFocusRings(page: Page, where: string, limit = 120): Promise<string[]> {
  const problems: string[] = [];
  const measured = new Set<string>();
  await startFromTop(page);
  await page.evaluate(() => ((window as unknown as { sweptNodes?: WeakSet<Element> }).sweptNodes = new WeakSet()));
  for (let press = 0; press < limit; press++) {
    await page.keyboard.press('Tab');
    const { description, handle } = await focusedElement(page);
    if (!handle || description.startsWith('body')) break;
    const { seenBefore, kind } = await handle.evaluate((node) => {
      const swept = (window as unknown as { sweptNodes: WeakSet<Element> }).sweptNodes;
      const seen = swept.has(node);
      swept.add(node);
      return { seenBefore: seen, kind: `${node.tagName}.${node.className}|${node.parentElement?.className ?? ''}` };
    });
    if (seenBefore) break;
    const describedBy = await handle.evaluate((node) => {
      const tooltip = (node.getRootNode() as Document | ShadowRoot).querySelector('[role="tooltip"]');
      return tooltip ? { tooltip: tooltip.id, describedBy: node.getAttribute('aria-describedby') ?? '' } : null;
    });
    if (describedBy && !describedBy.describedBy.split(' ').includes(describedBy.tooltip)) {
      problems.push(`${where}: ${description} opened tooltip #${describedBy.tooltip} but is not described by it`);
    }
    if (measured.has(kind)) continue;
    measured.add(kind);
    const ring = await measureFocusRing(page, handle, description);
    if (ring.problem) problems.push(`${where}: ${ring.element}: ${ring.problem} (ring ${ring.color})`);
  }
  if (measured.size === 0) problems.push(`${where}: Tab focused nothing`);
  return problems;
}

describe('visible focus: an amber ring at 3:1 or more on every focus stop', () => {
  for (const surface of surfaces) {
    for (const scheme of schemes) {
      test(`${surface.name}, ${scheme}: public pages, the sign-in form, the 404 and the raider panel`, async () => {
        const page = await newPage(scheme);
        const problems: string[] = [];
        await surface.open(page, '/');
        for (const path of ['/', '/raid-schedule', '/testimonials', '/raider', '/nie-ma']) {
          if (path !== '/') await surface.go(page, path);
          problems.push(...(await sweepFocusRings(page, `${surface.name} ${scheme} ${path}`)));
        }
        await surface.go(page, '/raider');
        await signIn(surface.scope(page));
        // Escape (from inside the app, where focus lands) closes the sign-in toast, which would otherwise
        // sit over the page's bottom-right corner; the toast's own ring is checked in the toast test.
        await expect.poll(() => focused(page)).toMatch(/^h1/);
        await page.keyboard.press('Escape');
        problems.push(...(await sweepFocusRings(page, `${surface.name} ${scheme} signed in /raider`)));
        expect(problems).toEqual([]);
        await page.context().close();
      });
    }
  }

  for (const scheme of schemes) {
    test(`site at 360 px, ${scheme}: the phone menu works from the keyboard, and every stop shows the ring`, async () => {
      const page = await newPage(scheme, 360);
      await site.open(page, '/');
      const menu = page.getByRole('button', { name: 'Menu' });
      const problems: string[] = [];
      await tabTo(page, 'Menu');
      await page.keyboard.press('Enter');
      expect(await menu.getAttribute('aria-expanded')).toBe('true');
      for (const link of ['Start', 'Wartości', 'Manifest', 'Opinie', 'Harmonogram', 'Panel rajdowca']) {
        await page.keyboard.press('Tab');
        const stop = await focusedElement(page);
        expect(stop.description).toContain(link);
        const ring = await measureFocusRing(page, stop.handle!, stop.description);
        if (ring.problem) problems.push(`menu ${ring.element}: ${ring.problem}`);
      }
      // Past the header the menu closes, so it never covers the page being tabbed into.
      await page.keyboard.press('Tab');
      expect(await focused(page)).toContain('Motyw');
      expect(await menu.getAttribute('aria-expanded')).toBe('true');
      await page.keyboard.press('Tab');
      expect(await menu.getAttribute('aria-expanded')).toBe('false');

      // Escape closes it from inside and returns focus to the Menu button.
      await menu.focus();
      await page.keyboard.press('Enter');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Escape');
      expect(await menu.getAttribute('aria-expanded')).toBe('false');
      expect(await focused(page)).toBe('button "Menu"');

      await page.keyboard.press('Enter');
      await tabTo(page, 'Opinie');
      await page.keyboard.press('Enter');
      await expect.poll(() => focused(page)).toBe('h1 "Opinie rajdowców"');
      expect(await menu.getAttribute('aria-expanded')).toBe('false');

      await site.go(page, '/');
      problems.push(...(await sweepFocusRings(page, `site ${scheme} 360 px /`)));
      expect(problems).toEqual([]);
      await page.context().close();
    });
  }

  test('the ring checker itself: no outline, a low-contrast ring and a clipped ring are reported', async () => {
    const page = await newPage('light');
    await site.open(page, '/values');
    // Styled through the CSSOM: the site's CSP refuses style attributes written as markup.
    await page.evaluate(() => {
      const element = (tag: string, css: string, children: Node[] = [], id?: string, text?: string) => {
        const node = document.createElement(tag);
        node.style.cssText = css;
        if (id) node.id = id;
        if (text) node.textContent = text;
        node.append(...children);
        return node;
      };
      document
        .querySelector('#rp-main')!
        .prepend(
          element('div', 'padding:40px;display:flex;gap:40px', [
            element('button', 'outline:none', [], 'no-ring', 'Bez obwódki'),
            element('div', 'background:#b45309;padding:20px', [element('button', '', [], 'low-contrast', 'Na bursztynie')]),
            element('div', 'overflow:hidden', [element('button', '', [], 'clipped', 'Przycięty')]),
          ]),
        );
    });
    const rings: Record<string, FocusRing> = {};
    for (const id of ['no-ring', 'low-contrast', 'clipped']) {
      await page.locator(`#${id}`).focus();
      // Keyboard focus, so :focus-visible applies as it would after Tab.
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Tab');
      const handle = (await page.$(`#${id}`))!;
      rings[id] = await measureFocusRing(page, handle, id);
    }
    expect(rings['no-ring']!.problem).toBe('no outline of at least 2 px');
    expect(rings['low-contrast']!.problem).toMatch(/^only \d+% of the ring reaches 3:1/);
    expect(rings['clipped']!.problem).toMatch(/^only \d+% of the ring is visible/);
    // And a ring of the site itself passes, measured against the real page.
    await page.getByRole('navigation', { name: 'Główna nawigacja' }).getByRole('link', { name: 'Manifest' }).focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    const link = await focusedElement(page);
    const ring = await measureFocusRing(page, link.handle!, link.description);
    expect(ring).toMatchObject({ problem: null, color: 'rgb(251, 191, 36)', visible: 1, contrasting: 1 });
    await page.context().close();
  });
});

describe('keyboard only', () => {
  for (const surface of surfaces) {
    test(`${surface.name}: the skip link is the first stop, shows when focused and moves focus to the content`, async () => {
      const page = await newPage();
      await surface.open(page, '/raid-schedule');
      await startFromTop(page);
      await page.keyboard.press('Tab');
      expect(await focused(page)).toBe('button "Przejdź do treści"');
      const skip = surface.scope(page).getByRole('button', { name: 'Przejdź do treści' });
      const box = (await skip.boundingBox())!;
      expect(box.width).toBeGreaterThan(100);
      expect(box.height).toBeGreaterThan(30);
      await page.keyboard.press('Enter');
      const target = surface.name === 'site' ? 'main' : 'div';
      expect(await focused(page)).toMatch(new RegExp(`^${target} "`));
      expect(await skip.boundingBox().then((hidden) => hidden!.width)).toBeLessThanOrEqual(1);
      // The next stop is the first control of the page's content, past the header and its navigation.
      await page.keyboard.press('Tab');
      expect(await focused(page)).toBe('button "Dodaj cały harmonogram do kalendarza"');
      await page.context().close();
    });
  }

  test('site: signing in and out without a mouse, with the form error linked to the field', async () => {
    const page = await newPage();
    await site.open(page, '/');
    await tabTo(page, 'Panel rajdowca');
    await page.keyboard.press('Enter');
    await expect.poll(() => focused(page)).toBe('h1 "Zaloguj się"');
    expect(await announcer(page).innerText()).toBe('Panel rajdowca – przegląd');

    // Creating an account from the keyboard: the switch, then the fields in Tab order.
    await tabTo(page, 'Nie mam jeszcze konta');
    await page.keyboard.press('Enter');
    const field = page.getByLabel('Nick w grze');
    await expect.poll(() => field.evaluate((node) => node === document.activeElement)).toBe(true);
    await page.keyboard.type('Ż');
    await page.keyboard.press('Tab');
    await page.keyboard.type(browserPassword);
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    const error = page.getByRole('alert');
    await expect.poll(() => error.innerText()).toContain('co najmniej 2 znaki');
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    expect((await field.getAttribute('aria-describedby'))!.split(' ')).toContain(await error.getAttribute('id'));
    // The raider stays in the field to correct it.
    expect(await field.evaluate((node) => node === document.activeElement)).toBe(true);

    // "Żelazny Klawisz": a nickname no other test uses (the browser tests share one server).
    await page.keyboard.type('elazny Klawisz');
    await page.keyboard.press('Enter');
    // The form was replaced by the page asked for: focus goes to its heading, not to <body>.
    await expect.poll(() => focused(page)).toBe('h1 "Przegląd"');

    await page.keyboard.press('Escape');
    await tabTo(page, 'Wyloguj się');
    await page.keyboard.press('Enter');
    await expect.poll(() => focused(page)).toBe('h1 "Zaloguj się"');
    await page.context().close();
  });

  test('widget: signing in without a mouse keeps focus inside the widget', async () => {
    const page = await newPage();
    await widget.open(page, '/raider/signups');
    await tabTo(page, 'Nie mam jeszcze konta');
    await page.keyboard.press('Enter');
    // A nickname no other test uses: the browser tests share one server, and an account another file
    // created first would make this form answer "taken" instead of opening the page.
    await page.keyboard.type('Bezmyszny');
    await page.keyboard.press('Tab');
    await page.keyboard.type(browserPassword);
    await page.keyboard.press('Enter');
    await expect.poll(() => focused(page)).toBe('h1 "Zapisy"');
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('RAIDER-PANEL');
    await page.context().close();
  });
});

describe('focus and announcements on route change', () => {
  test('site: nothing is focused or announced on the first load; a navigation focuses the new h1 and announces its title', async () => {
    const page = await newPage();
    await site.open(page, '/');
    expect(await focused(page)).toMatch(/^body/);
    expect(await announcer(page).innerText()).toBe('');
    const live = announcer(page);
    expect(await live.evaluate((node) => [node.getAttribute('aria-live'), node.getAttribute('aria-atomic')])).toEqual(['polite', 'true']);

    await tabTo(page, 'Wartości');
    await page.keyboard.press('Enter');
    await expect.poll(() => focused(page)).toBe('h1 "Nasze wartości"');
    expect(await live.innerText()).toBe('Wartości – Bursztynowy Świt');
    // The heading is focusable from script only, never a Tab stop of its own.
    expect(await page.locator('h1').getAttribute('tabindex')).toBe('-1');

    await page.goBack();
    await expect.poll(() => focused(page)).toBe('h1 "Bursztynowy Świt"');
    await expect.poll(() => live.innerText()).toBe('Bursztynowy Świt');
    await page.context().close();
  });

  test('site: focus waits for a lazily loaded page, and stays where the raider put it meanwhile', async () => {
    // The public pages come in one chunk, the after-paint group (site/build/chunk-plan.ts), held
    // from the start (see holdRequests): the raider follows a link while it is still on its way (the home
    // page's raid card is waiting for it too, so the page is not waited on to settle). Once in, it stays
    // in, so each case opens a page of its own.
    const followWhileLoading = async (link: string) => {
      const page = await newPage();
      const release = await holdRequests(page, /\/assets\/after-paint-parts-[^/]+\.js$/);
      await page.goto(`${baseUrl()}/#/`);
      // The app's own page, not the first screen in the HTML (whose links it takes over later).
      await expect.poll(() => widgetHeading(page, '#app')).toBe('Bursztynowy Świt');
      await tabTo(page, link);
      await page.keyboard.press('Enter');
      await page.getByRole('progressbar', { name: 'Wczytywanie strony' }).waitFor();
      return { page, release };
    };

    const first = await followWhileLoading('Manifest');
    first.release();
    await expect.poll(() => focused(first.page)).toBe('h1 "Manifest"');
    await first.page.context().close();

    const { page, release } = await followWhileLoading('Opinie');
    await page.keyboard.press('Shift+Tab');
    const chosen = await focused(page);
    release();
    await expect.poll(() => page.locator('h1').innerText()).toBe('Opinie rajdowców');
    expect(await focused(page)).toBe(chosen);
    await page.context().close();
  });

  test('widget: never takes focus from the host page, on its first render or when the host changes its route', async () => {
    const page = await newPage();
    await page.route(`${baseUrl()}/focus-host.html`, (route) =>
      route.fulfill({
        contentType: 'text/html; charset=utf-8',
        body:
          '<!doctype html><html lang="pl"><head><meta charset="utf-8"><title>Gospodarz</title></head><body><main>' +
          '<label>Szukaj <input id="host-search" autofocus></label>' +
          '<raider-panel></raider-panel></main><script src="/raider-panel.js" async></script></body></html>',
      }),
    );
    await page.goto(`${baseUrl()}/focus-host.html`);
    await page.locator(`raider-panel ${appRoot} h1`).waitFor();
    const hostFieldFocused = () => page.evaluate(() => document.activeElement?.id);
    expect(await hostFieldFocused()).toBe('host-search');
    await page.evaluate(() => document.querySelector('raider-panel')!.setAttribute('route', '/values'));
    await expect.poll(() => widget.scope(page).locator('h1').innerText()).toBe('Nasze wartości');
    await expect.poll(() => announcer(widget.scope(page)).innerText()).toBe('Wartości – Bursztynowy Świt');
    expect(await hostFieldFocused()).toBe('host-search');

    // Navigating inside the widget from the keyboard does move focus, to the widget's new heading.
    await tabTo(page, 'Manifest');
    await page.keyboard.press('Enter');
    await expect.poll(() => focused(page)).toBe('h1 "Manifest"');
    expect(await announcer(widget.scope(page)).innerText()).toBe('Manifest – Bursztynowy Świt');
    await page.context().close();
  });
});

describe('toasts from the keyboard', () => {
  for (const surface of surfaces) {
    test(`${surface.name}: closing a toast with its Close button keeps focus in the notification region, never on <body>`, async () => {
      const page = await newPage();
      await surface.open(page, '/raider');
      await signIn(surface.scope(page));
      const region = surface.scope(page).getByRole('region', { name: 'Powiadomienia (F8)' });
      await region.locator('li').first().waitFor();
      await page.keyboard.press('F8');
      const focusedRegion = await focusedElement(page);
      expect(focusedRegion.description).toBe('div[role=region] "Powiadomienia (F8)"');
      // Floating over the host page, the region's ring brings its own background along.
      expect((await measureFocusRing(page, focusedRegion.handle!, focusedRegion.description)).problem).toBeNull();
      await page.keyboard.press('Tab');
      const toast = await focusedElement(page);
      expect(toast.description).toMatch(/^li "/);
      expect((await measureFocusRing(page, toast.handle!, toast.description)).problem).toBeNull();
      await page.keyboard.press('Tab');
      const close = await focusedElement(page);
      expect(close.description).toBe('button "Zamknij"');
      expect((await measureFocusRing(page, close.handle!, close.description)).problem).toBeNull();
      await page.keyboard.press('Enter');
      await expect.poll(() => region.locator('li').count()).toBe(0);
      expect(await focused(page)).toBe('div[role=region] "Powiadomienia (F8)"');
      await page.context().close();
    });
  }
});
