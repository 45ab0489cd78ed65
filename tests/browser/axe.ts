import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

/**
 * axe-core's browser build, evaluated in the page under test through the DevTools protocol: a `<script>`
 * tag would be refused by the pages that send a Content-Security-Policy (the standalone site does).
 */
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The WCAG 2.1 level A and AA rules: what "zero violations" is measured against. */
export const wcag21aaTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export interface AxeViolation {
  id: string;
  impact: string | null;
  /** Each offending node as its selector path; a node inside a shadow root is `host >>> inner`. */
  targets: string[];
  /** axe's own "Fix any of the following" text for the first node. */
  summary: string;
}

/**
 * Runs axe-core on the whole document. axe walks open shadow roots on its own, so a widget's contents
 * are checked in place, with the host page's colours behind them.
 */
export async function runAxe(page: Page, tags: string[] = wcag21aaTags): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(async (runOnly) => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResults> } }).axe;
    interface AxeResults {
      violations: Array<{ id: string; impact: string | null; nodes: Array<{ target: unknown[]; failureSummary?: string }> }>;
    }
    // Colours are checked as they settle: an element fading in (a toast, a new status) has a blended
    // colour for a moment. Animations that never end (a spinner) are not waited for.
    const roots: Array<Document | ShadowRoot> = [document];
    for (let index = 0; index < roots.length; index++) {
      for (const element of roots[index]!.querySelectorAll('*')) if (element.shadowRoot) roots.push(element.shadowRoot);
    }
    const ending = roots
      .flatMap((root) => root.getAnimations())
      .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime));
    await Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)));
    const result = await axe.run(document, { runOnly: { type: 'tag', values: runOnly }, resultTypes: ['violations'] });
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      targets: violation.nodes.map((node) =>
        node.target.map((part) => (Array.isArray(part) ? part.join(' >>> ') : String(part))).join(' '),
      ),
      summary: (violation.nodes[0]?.failureSummary ?? '').replace(/\s+/g, ' ').trim(),
    }));
  }, tags);
}

/** One line per violation, for an assertion message a person can act on. */
export function formatViolations(where: string, violations: AxeViolation[]): string[] {
  return violations.map(
    (violation) => `${where}: ${violation.id} (${violation.impact}) at ${violation.targets.join(', ')} — ${violation.summary}`,
  );
}

/**
 * `runAxe` in light and dark, on a 360 px phone and a desktop: each violation prefixed with where it
 * was found. The page's viewport and colour scheme stay at the last pair (desktop, dark) afterwards.
 */
export async function runAxeEverywhere(page: Page): Promise<string[]> {
  const found: string[] = [];
  for (const viewport of [
    { width: 360, height: 800 },
    { width: 1280, height: 900 },
  ]) {
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.setViewportSize(viewport);
      await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
      // One frame for the colour mode and the layout to follow.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      for (const violation of await runAxe(page))
        found.push(`${viewport.width}px ${colorScheme}: ${violation.id} ${violation.targets.join(', ')}`);
    }
  }
  return found;
}
