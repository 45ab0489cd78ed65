import type { Browser, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { firstContentProbe, headingProbe, interactiveProbe, type FirstContentReport } from '../bench/speed/page-probes';
import { reportTag, waitForReport } from '../bench/speed/probe-report';
import { launchChromiumForFile } from './per-file';

/**
 * The benchmark's probes report what they saw through the console, so that reading a figure runs
 * nothing in the page being measured. A page here plays a widget: a painted first screen, then the
 * app's own heading and link after the test lets it render.
 */
const hostUrl = 'http://bench-probe.test/';
const hostPage = `<!doctype html><html lang="pl"><body>
<script>performance.mark('script-tag');</script>
<bench-widget></bench-widget>
<script>
  const root = document.querySelector('bench-widget').attachShadow({ mode: 'open' });
  root.innerHTML = '<div data-first-screen><h1>Namalowany</h1><a href="/panel">Panel rajdowca</a></div>';
  // As the loader's painter does: a click on the painted screen is kept for the app, not followed.
  root.querySelector('a').addEventListener('click', (event) => event.preventDefault());
  window.renderApp = () => {
    root.innerHTML = '<div><h1>Aplikacja</h1><a href="/panel">Panel rajdowca</a></div>';
    root.querySelector('a').addEventListener('click', (event) => event.preventDefault());
  };
</script>
</body></html>`;

let browser: Browser;
launchChromiumForFile((launched) => (browser = launched));

async function probedPage(probe: string): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript(probe);
  await page.route(hostUrl, (route) => route.fulfill({ contentType: 'text/html', body: hostPage }));
  return { page, close: () => context.close() };
}

/**
 * Loads the host page with `probe` and checks that it reports `name` only for the app: two frames with
 * only the painted screen (its heading and its link) bring no report, the app's render then brings one.
 */
async function expectReportOnlyOnceTheAppRenders(probe: string, name: string): Promise<void> {
  const { page, close } = await probedPage(probe);
  try {
    let reports = 0;
    page.on('console', (message) => {
      if (message.text().startsWith(`${reportTag} ${name} `)) reports += 1;
    });
    const reported = waitForReport<number>(page, name);
    await page.goto(hostUrl);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(reports).toBe(0);
    await page.evaluate(() => (window as unknown as { renderApp(): void }).renderApp());
    expect(await reported).toBeGreaterThan(0);
  } finally {
    await close();
  }
}

describe('benchmark probes', () => {
  test('the first-content probe reports the painted screen first and the app later', async () => {
    const { page, close } = await probedPage(firstContentProbe);
    try {
      const reported = waitForReport<FirstContentReport>(page, 'first-content');
      await page.goto(hostUrl);
      // The app renders only after the frame that painted the first heading.
      await page.evaluate(() => (window as unknown as { __benchFirstContent: Promise<unknown> }).__benchFirstContent);
      await page.evaluate(() => (window as unknown as { renderApp(): void }).renderApp());
      const report = await reported;
      expect(report.firstContent).toBeGreaterThan(0);
      expect(report.appRenders).toBeGreaterThan(report.firstContent);
      expect(report.firstFrame).toBeGreaterThan(report.firstContent);
    } finally {
      await close();
    }
  });

  test('the interactive probe counts only a click the app handled, not one on the painted screen', async () => {
    await expectReportOnlyOnceTheAppRenders(interactiveProbe, 'interactive');
  });

  test('the heading probe reports the frame of the heading it names, not of an earlier one', async () => {
    // The app's heading is "Aplikacja"; the painted screen's, "Namalowany", must not count.
    await expectReportOnlyOnceTheAppRenders(headingProbe('Aplikacja'), 'heading');
  });
});
