/**
 * `npm run bench`: how fast the widget and the site are, in headless Chromium with the CPU slowed 4× through
 * the DevTools protocol. Benchmarks are not tests: CI does not run this (timings depend on the machine).
 *
 * 1. script tag to first content in the shadow root, and to the app's own render (after it took over the
 *    painted first screen): the Preact build, the same without its first screen rendered ahead of time
 *    (the app paints itself), a React build of the same core without one (made here only), the stack
 *    floor (our stack's least: a custom element, preact/compat, a MemoryRouter, one emotion instance and
 *    one nanostores atom rendering a heading and a paragraph) and the static copy (the widget's first screen as HTML + CSS
 *    written by one classic script), alternating in one run; then,
 *    in traced loads, the main thread's work before first content (widget and static copy), and the
 *    moment the widget first handles a click on "Panel rajdowca";
 * 2. route switch time (click to new content) for every header link;
 * 3. the standalone site's first and largest contentful paint; and its LCP from a plain static server
 *    against a static copy of its first screen (its page without any script);
 * 4. listeners, DOM nodes and heap after 100 mount/unmount cycles;
 * 5. Lighthouse 12 on the standalone site as `npm start` serves it.
 *
 * Each timing is the median of `BENCH_RUNS` runs (default 10). Prints a table, writes dist/bench/results.json;
 * with `--update-docs`, also the figures in docs/performance.md, with the date and the machine.
 */
import { execSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { dirname } from 'node:path';
import { launchChromium } from '../browser/chromium';
import { benchConfig } from './speed/bench-config';
import { buildVariants, staticSitePage, type Variant } from './speed/build-variants';
import { firstContentRun } from './speed/measure-first-content';
import { interactiveRun } from './speed/measure-interactive';
import { signInDeepLinkRun } from './speed/measure-deep-link';
import { mainThreadRun } from './speed/measure-main-thread';
import { runLighthouse } from './speed/measure-lighthouse';
import { memoryAfterCycles } from './speed/measure-memory';
import { routeSwitchRun } from './speed/measure-route-switch';
import { sitePaintRun } from './speed/measure-site-paint';
import { buildStaticCopy } from './speed/static-copy';
import { checkTargets, formatReport, markdownReport, type BenchResults } from './speed/report';
import { runStart, writeDocumentedRun } from './documented-run';
import { startSiteServer } from './speed/site-server';
import { serveDirectory } from './speed/static-server';
import { timing, type Timing } from './speed/stats';

const { runs } = benchConfig;
const started = runStart();
const log = (message: string) => console.log(`[bench] ${message}`);

if (!existsSync('dist/site/index.html') || !existsSync('dist/server/index.js')) {
  log('dist/ is incomplete: building first (npm run build)…');
  execSync('npm run build', { stdio: 'inherit' });
}
log('building the React variant and the floor into dist/bench/www…');
await buildVariants();

const www = await serveDirectory(benchConfig.www);
const site = await startSiteServer();
const browser = await launchChromium();
try {
  log("copying the widget's first screen into the static-copy floor…");
  await buildStaticCopy(browser, www.url);
  const variantOrder: Variant[] = ['preact', 'app', 'react', 'floor', 'static'];
  const firstContent: Record<Variant, number[]> = { preact: [], app: [], react: [], floor: [], static: [] };
  const appRenders: Record<Variant, number[]> = { preact: [], app: [], react: [], floor: [], static: [] };
  // One warm-up load per variant (Chromium's own caches, the server's disk cache), not counted.
  for (const variant of variantOrder) await firstContentRun(browser, www.url, variant);
  for (let run = 1; run <= runs; run += 1) {
    // Alternating, so a slow moment of the machine touches every variant alike.
    for (const variant of variantOrder) {
      const measured = await firstContentRun(browser, www.url, variant);
      firstContent[variant].push(measured.firstContent);
      appRenders[variant].push(measured.appRenders);
    }
    log(
      `first content, run ${run}/${runs}: ${variantOrder.map((variant) => `${variant} ${firstContent[variant].at(-1)!.toFixed(0)} ms`).join(', ')}`,
    );
  }

  const mainThread: Record<'preact' | 'static', number[]> = { preact: [], static: [] };
  const interactive: number[] = [];
  for (let run = 1; run <= runs; run += 1) {
    for (const variant of ['preact', 'static'] as const) mainThread[variant].push(await mainThreadRun(browser, www.url, variant));
    interactive.push(await interactiveRun(browser, www.url, 'preact'));
  }
  log('main-thread work and first handled click measured');

  // The same on a phone's network: what a request's round trip changes, reported beside the targets.
  const { phoneNetwork } = benchConfig;
  const onPhone = {
    firstContent: { preact: [] as number[], app: [] as number[] },
    interactive: [] as number[],
    signInDeepLink: [] as number[],
  };
  for (let run = 1; run <= runs; run += 1) {
    for (const variant of ['preact', 'app'] as const)
      onPhone.firstContent[variant].push((await firstContentRun(browser, www.url, variant, phoneNetwork)).firstContent);
    onPhone.interactive.push(await interactiveRun(browser, www.url, 'preact', phoneNetwork));
    onPhone.signInDeepLink.push(await signInDeepLinkRun(browser, www.url, phoneNetwork));
  }
  log('the same on a phone network measured');

  const switches: Record<string, number[]> = {};
  const signInWithoutPointer: number[] = [];
  for (let run = 1; run <= runs; run += 1) {
    for (const [path, time] of Object.entries(await routeSwitchRun(browser, www.url))) (switches[path] ??= []).push(time);
    // The same click with nothing pointed at first (a host's navigate() call): the form loads on the click.
    const cold = await routeSwitchRun(browser, www.url, { paths: ['/raider'], pointFirst: false });
    signInWithoutPointer.push(cold['/raider']!);
  }
  log('route switches measured');

  const paints = [];
  await sitePaintRun(browser, site.url);
  for (let run = 1; run <= runs; run += 1) paints.push(await sitePaintRun(browser, site.url));
  // The same page from the plain static server, alternating with its static copy (no script at all).
  const staticHost: { site: number[]; copy: number[] } = { site: [], copy: [] };
  for (let run = 1; run <= runs; run += 1) {
    staticHost.site.push((await sitePaintRun(browser, www.url, '/site/index.html')).lcp!);
    staticHost.copy.push((await sitePaintRun(browser, www.url, `/site/${staticSitePage}`)).lcp!);
  }
  log('site paint measured');

  const memory = await memoryAfterCycles(browser, www.url);
  log('memory measured');

  log('Lighthouse…');
  const lighthouse = await runLighthouse(`${site.url}/`);

  const timings = Object.fromEntries(variantOrder.map((variant) => [variant, timing(firstContent[variant])])) as Record<Variant, Timing>;
  const appTimings = { preact: timing(appRenders.preact), app: timing(appRenders.app), react: timing(appRenders.react) };
  const mainThreadTimings = { preact: timing(mainThread.preact), static: timing(mainThread.static) };
  const measured: Omit<BenchResults, 'targets'> = {
    date: new Date().toISOString(),
    environment: {
      node: process.version,
      chromium: browser.version(),
      cpus: cpus().length,
      runs,
      cpuThrottling: benchConfig.cpuThrottling,
      viewport: benchConfig.viewport,
    },
    firstContent: timings,
    appRenders: appTimings,
    mainThreadBeforeFirstContent: mainThreadTimings,
    interactive: timing(interactive),
    phoneNetwork: {
      conditions: phoneNetwork,
      firstContent: { preact: timing(onPhone.firstContent.preact), app: timing(onPhone.firstContent.app) },
      interactive: timing(onPhone.interactive),
      signInDeepLink: timing(onPhone.signInDeepLink),
    },
    ratios: {
      mainThreadOverStatic: mainThreadTimings.preact.median / mainThreadTimings.static.median,
      oursOverFloor: timings.preact.median / timings.floor.median,
      oursOverStatic: timings.preact.median / timings.static.median,
      // Both paint their own first screen: the framework's cost, as the React build has no screen file.
      reactOverPreact: timings.react.median / timings.app.median,
      siteOverStatic: timing(staticHost.site).median / timing(staticHost.copy).median,
    },
    routeSwitch: Object.fromEntries(Object.entries(switches).map(([path, times]) => [path, timing(times)])),
    signInWithoutPointer: timing(signInWithoutPointer),
    site: {
      fcp: timing(paints.map((paint) => paint.fcp!)),
      lcp: timing(paints.map((paint) => paint.lcp!)),
      clsMax: Math.max(...paints.map((paint) => paint.cls)),
      staticHostLcp: timing(staticHost.site),
      staticCopyLcp: timing(staticHost.copy),
    },
    memory,
    lighthouse,
  };
  const results: BenchResults = { ...measured, targets: checkTargets(measured) };
  mkdirSync(dirname(benchConfig.results), { recursive: true });
  writeFileSync(benchConfig.results, `${JSON.stringify(results, null, 2)}\n`);
  console.log(`\n${formatReport(results)}\n\nWritten to ${benchConfig.results}.`);
  if (process.argv.includes('--update-docs'))
    writeDocumentedRun('bench-results', 'npm run bench -- --update-docs', started, markdownReport(results));
} finally {
  await browser.close();
  await site.stop();
  await www.close();
}
