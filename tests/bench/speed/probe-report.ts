import type { Page } from 'playwright-core';

/**
 * How a probe hands its figures over: one `console.debug` line, `[bench-report] <name> <JSON>`.
 *
 * Reading them with `page.evaluate` instead would disturb what is measured: Playwright's first
 * evaluation in a page compiles and runs its own helper script there (about 20 ms of main-thread work
 * at 4× CPU), and a call made when `goto` returns (the load event) lands in the middle of a widget
 * still waiting for its first screen or its core. A console message is read from the DevTools
 * protocol, with nothing run in the page.
 */
export const reportTag = '[bench-report]';

/** The probes' side: `report(name, value)` in a page script. */
export const reportFunction = `(name, value) => console.debug('${reportTag} ' + name + ' ' + JSON.stringify(value))`;

/** The report `name` from `page` (listen before `goto`: a probe may report before it returns). */
export async function waitForReport<T>(page: Page, name: string, timeoutMs = 30_000): Promise<T> {
  const prefix = `${reportTag} ${name} `;
  const message = await page.waitForEvent('console', {
    predicate: (candidate) => candidate.text().startsWith(prefix),
    timeout: timeoutMs,
  });
  return JSON.parse(message.text().slice(prefix.length)) as T;
}
