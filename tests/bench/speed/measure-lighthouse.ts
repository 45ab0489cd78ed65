import { spawn } from 'node:child_process';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumPath } from '../../browser/chromium';

export const lighthouseCategories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

export interface LighthouseResult {
  /** 0–100 per category. */
  scores: Record<(typeof lighthouseCategories)[number], number>;
  /** Audits that did not pass, by category, so a score below target says why. */
  failing: Record<string, Array<{ id: string; title: string; score: number | null }>>;
  largestContentfulPaintMs: number | null;
}

/** Starts the system Chromium with a DevTools port Lighthouse can drive, with this machine's flags. */
async function launchForLighthouse(): Promise<{ port: number; stop(): void }> {
  const child = spawn(chromiumPath(), [...chromiumArgs, '--headless=new', '--remote-debugging-port=0', 'about:blank'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`Chromium gave no DevTools port: ${output}`)), 30_000);
    child.stderr!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.once('exit', (code) => reject(new Error(`Chromium exited (${code}): ${output}`)));
  });
  return { port, stop: () => child.kill('SIGTERM') };
}

/**
 * Lighthouse 12 with its default (mobile) settings: a phone screen and simulated slow 4G with a 4x
 * slower CPU, as a raider on a phone would load the page.
 */
export async function runLighthouse(url: string): Promise<LighthouseResult> {
  const chromium = await launchForLighthouse();
  try {
    const result = await lighthouse(url, {
      port: chromium.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...lighthouseCategories],
    });
    if (!result) throw new Error('Lighthouse returned no result');
    const { lhr } = result;
    const scores = Object.fromEntries(
      lighthouseCategories.map((category) => [category, Math.round((lhr.categories[category]?.score ?? 0) * 100)]),
    ) as LighthouseResult['scores'];
    const failing = Object.fromEntries(
      lighthouseCategories.map((category) => [
        category,
        (lhr.categories[category]?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0)
          .map((ref) => lhr.audits[ref.id]!)
          .filter((audit) => audit.score !== null && audit.score < 0.9)
          .map((audit) => ({ id: audit.id, title: audit.title, score: audit.score })),
      ]),
    );
    const lcp = lhr.audits['largest-contentful-paint']?.numericValue;
    return { scores, failing, largestContentfulPaintMs: typeof lcp === 'number' ? Math.round(lcp) : null };
  } finally {
    chromium.stop();
  }
}
