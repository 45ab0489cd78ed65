import { readdirSync, readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { launchChromiumForFile } from './per-file';
import { baseUrl, openPage, widgetHeading } from './page-helpers';

let browser: Browser;
launchChromiumForFile((launched) => (browser = launched));

/** What each example page shows once it works: the widget (selector) and its first heading. */
const examplePages: Record<string, { widget: string; heading: string; arrange?: (page: Page) => Promise<void> }> = {
  'plain.html': { widget: 'raider-panel', heading: 'Bursztynowy Świt' },
  'two-widgets.html': { widget: '#right', heading: 'Harmonogram rajdów' },
  'hostile.html': { widget: 'raider-panel', heading: 'Bursztynowy Świt' },
  'wordpress.html': { widget: 'raider-panel', heading: 'Bursztynowy Świt' },
  'after-load.html': {
    widget: '#added',
    heading: 'Harmonogram rajdów',
    arrange: (page) => page.getByRole('button', { name: 'Dodaj panel z harmonogramem' }).click(),
  },
  'queue.html': { widget: '#panel-slot raider-panel', heading: 'Manifest' },
  'csp.html': { widget: 'raider-panel', heading: 'Bursztynowy Świt' },
  'react-host.html': { widget: '.guild-panel > div', heading: 'Bursztynowy Świt' },
};

/** Records CSP violations from the first script on: the event (with the blocked directive) and console reports. */
const violationRecorderScript = `(() => {
  window.__violations = [];
  document.addEventListener('securitypolicyviolation', (event) => {
    window.__violations.push(event.violatedDirective + ' ' + (event.blockedURI || 'inline'));
  });
})();`;

function violations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);
}

const sentinelImage = 'https://sentinel.invalid/violation.png';

/**
 * The violations reported so far, once every earlier one has arrived: the browser reports them in
 * tasks, in order, so a deliberate one (an image from a host the policy refuses) arriving means all
 * earlier ones did. The deliberate one is left out of the answer.
 */
async function settledViolations(page: Page): Promise<string[]> {
  await page.evaluate((source) => void (new Image().src = source), sentinelImage);
  await expect.poll(async () => (await violations(page)).some((entry) => entry.endsWith(sentinelImage))).toBe(true);
  return (await violations(page)).filter((entry) => !entry.endsWith(sentinelImage));
}

/** Console messages other than the browser's own report of the deliberate violation above. */
const besidesSentinel = (messages: string[]) => messages.filter((message) => !message.includes(sentinelImage));

/** Serves examples/csp.html with its policy and nonce changed by `edit`, at another path of the same origin. */
async function serveCspVariant(
  page: Page,
  path: string,
  edit: (html: string) => string,
  headers: Record<string, string> = {},
): Promise<void> {
  const html = edit(readFileSync('examples/csp.html', 'utf8'));
  await page.route(`${baseUrl()}${path}`, (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', headers, body: html }));
  await page.goto(`${baseUrl()}${path}`);
}

describe('example pages', () => {
  test('the table lists every example page', () => {
    const pages = readdirSync('examples').filter((name) => name.endsWith('.html'));
    expect(Object.keys(examplePages).sort()).toEqual(pages.sort());
  });

  test.each(Object.entries(examplePages))('%s works with no error in the console', async (name, { widget, heading, arrange }) => {
    const { page, errors } = await openPage(browser);
    await page.goto(`${baseUrl()}/examples/${name}`);
    await arrange?.(page);
    await expect.poll(() => widgetHeading(page, widget)).toBe(heading);
    expect(await page.locator(widget).evaluate((element) => element.shadowRoot?.mode)).toBe('open');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('strict Content-Security-Policy', () => {
  test('csp.html: the widget renders and styles itself with no violation; every injected style carries the nonce', async () => {
    const { page, errors } = await openPage(browser);
    const consoleReports: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('Content Security Policy')) consoleReports.push(message.text());
    });
    await page.addInitScript(violationRecorderScript);
    await page.goto(`${baseUrl()}/examples/csp.html`);
    await expect.poll(() => widgetHeading(page)).toBe('Bursztynowy Świt');
    // A page visit and the colour switch insert more styles after the first render.
    const widget = page.locator('raider-panel');
    await widget.getByRole('navigation', { name: 'Główna nawigacja' }).getByRole('link', { name: 'Harmonogram' }).click();
    await expect.poll(() => widgetHeading(page)).toBe('Harmonogram rajdów');
    await widget.getByRole('button', { name: /Motyw/ }).click();
    const styles = await widget.evaluate((element) =>
      [...element.shadowRoot!.querySelectorAll('style')].map((style) => (style as HTMLStyleElement).nonce),
    );
    expect(styles.length).toBeGreaterThan(0);
    expect(new Set(styles)).toEqual(new Set(['cnAtZXhhbXBsZS1ub25jZQ']));
    // The widget's look arrived: the heading is not in the browser's default serif.
    expect(await widget.locator('h1').evaluate((h1) => getComputedStyle(h1).fontFamily)).toMatch(/^system-ui/);
    expect(await settledViolations(page)).toEqual([]);
    expect(besidesSentinel(consoleReports)).toEqual([]);
    expect(besidesSentinel(errors)).toEqual([]);
    await page.context().close();
  });

  test('the same policy sent as a header (the browser hides the nonce attribute) works too', async () => {
    const { page, errors } = await openPage(browser);
    await page.addInitScript(violationRecorderScript);
    const policy = readFileSync('examples/csp.html', 'utf8').match(/content="(default-src[^"]+)"/)![1]!;
    await serveCspVariant(page, '/csp-header.html', (html) => html.replace(/<meta\s+http-equiv="Content-Security-Policy"[^>]*\/>/, ''), {
      'Content-Security-Policy': policy,
    });
    await expect.poll(() => widgetHeading(page)).toBe('Bursztynowy Świt');
    const nonce = await page
      .locator('raider-panel')
      .evaluate((element) => ({ attribute: element.getAttribute('nonce'), property: element.nonce }));
    expect(nonce).toEqual({ attribute: '', property: 'cnAtZXhhbXBsZS1ub25jZQ' });
    expect(await settledViolations(page)).toEqual([]);
    expect(besidesSentinel(errors)).toEqual([]);
    await page.context().close();
  });

  test('without the nonce the policy blocks the styles: the check above can see a violation', async () => {
    const { page } = await openPage(browser);
    await page.addInitScript(violationRecorderScript);
    await serveCspVariant(page, '/csp-no-nonce.html', (html) =>
      html.replace('<raider-panel nonce="cnAtZXhhbXBsZS1ub25jZQ">', '<raider-panel>'),
    );
    await expect.poll(async () => (await violations(page)).length).toBeGreaterThan(0);
    expect((await violations(page)).every((violation) => violation.startsWith('style-src'))).toBe(true);
    await page.context().close();
  });
});

describe('React host app (npm package inside its own react-router)', () => {
  test("the host's router and the widget's navigate independently", async () => {
    const { page, errors } = await openPage(browser);
    await page.goto(`${baseUrl()}/examples/react-host.html`);
    const widget = page.locator('.guild-panel > div');
    const hostHeading = () => page.locator('.host-page h2').innerText();
    const panelStatus = () => page.getByTestId('panel-status').locator('output').innerText();
    await expect.poll(() => widgetHeading(page, '.guild-panel > div')).toBe('Bursztynowy Świt');
    await expect.poll(panelStatus).toBe('Bursztynowy Świt (/)');
    expect(await hostHeading()).toBe('Aktualności gildii');

    // The widget navigates: the host's route, URL and history stay.
    const historyLength = await page.evaluate(() => history.length);
    await widget.getByRole('navigation', { name: 'Główna nawigacja' }).getByRole('link', { name: 'Manifest' }).click();
    await expect.poll(() => widgetHeading(page, '.guild-panel > div')).toBe('Manifest');
    await expect.poll(panelStatus).toBe('Manifest – Bursztynowy Świt (/manifesto)');
    expect(await hostHeading()).toBe('Aktualności gildii');
    expect(new URL(page.url()).hash).toBe('');
    expect(await page.evaluate(() => history.length)).toBe(historyLength);

    // The host navigates: the widget keeps its page.
    await page.getByRole('navigation', { name: 'Nawigacja gospodarza' }).getByRole('link', { name: 'Kontakt' }).click();
    await expect.poll(hostHeading).toBe('Kontakt');
    expect(new URL(page.url()).hash).toBe('#/kontakt');
    expect(await widgetHeading(page, '.guild-panel > div')).toBe('Manifest');

    // A prop from the host drives the widget's route; the host's back button is the host's.
    await page.getByRole('button', { name: 'Pokaż harmonogram w panelu' }).click();
    await expect.poll(() => widgetHeading(page, '.guild-panel > div')).toBe('Harmonogram rajdów');
    expect(await hostHeading()).toBe('Kontakt');
    await page.goBack();
    await expect.poll(hostHeading).toBe('Aktualności gildii');
    expect(await widgetHeading(page, '.guild-panel > div')).toBe('Harmonogram rajdów');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
