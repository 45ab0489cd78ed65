import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { outputOf, staticImports, type Metafile } from '../../site/build/metafile';
import { launchChromiumForFile } from './per-file';
import { appRoot, baseUrl, holdRequests, openPage, widgetHeading } from './page-helpers';

/**
 * A lazily loaded part asks for the chunks it imports together with its own file (the build's
 * `flatten-lazy-imports.ts`), not once its file has arrived: one round of requests on a phone's network
 * instead of one per link of the chain. Seen on the sign-in form, whose chunks a visit has not loaded.
 */
let browser: Browser;
launchChromiumForFile((launched) => (browser = launched));

const served = (file: string) => `/${file.replace(/^dist\/site\//, '')}`;

describe('a lazily loaded part', () => {
  test('asks for its chunks while its own file is still on its way', async () => {
    const metafile = JSON.parse(readFileSync('dist/meta/browser.json', 'utf8')) as Metafile;
    const part = outputOf(metafile, 'src/pages/sign-in/index.ts');
    const { page, errors, context } = await openPage(browser);
    const requested = new Set<string>();
    page.on('request', (request) => requested.add(new URL(request.url()).pathname));
    const release = await holdRequests(page, new RegExp(`${served(part).replace(/[.]/g, '\\.')}$`));
    await page.goto(`${baseUrl()}/examples/plain.html`);
    await expect.poll(() => widgetHeading(page)).toBe('Bursztynowy Świt');
    await page.waitForLoadState('networkidle');
    // The chunks of the form that the visit has not loaded: they can only come with the form's own file.
    const pending = staticImports(metafile, part)
      .map(served)
      .filter((chunk) => !requested.has(chunk));
    expect(pending.length).toBeGreaterThan(0);

    const app = page.locator(`raider-panel ${appRoot}`);
    await app.getByRole('navigation', { name: 'Główna nawigacja' }).getByRole('link', { name: 'Panel rajdowca' }).click();
    await expect.poll(() => requested.has(served(part))).toBe(true);
    await expect.poll(() => pending.filter((chunk) => !requested.has(chunk))).toEqual([]);
    release();
    await expect.poll(() => app.locator('h1').innerText()).toBe('Zaloguj się');
    expect(errors).toEqual([]);
    await context.close();
  });
});
