import type { Variant } from './build-variants';
import { targets } from './bench-config';
import type { LighthouseResult } from './measure-lighthouse';
import type { MemorySnapshot } from './measure-memory';
import type { Timing } from './stats';
import type { NetworkConditions } from './throttled-page';
import { markdownTable, textTable } from '../../../scripts/text-table';

export interface BenchResults {
  date: string;
  environment: {
    node: string;
    chromium: string;
    cpus: number;
    runs: number;
    cpuThrottling: number;
    viewport: { width: number; height: number };
  };
  /** Script tag to first content in the shadow root, ms. */
  firstContent: Record<Variant, Timing>;
  /** Script tag to the first heading the app rendered itself (after taking over a painted screen), ms. */
  appRenders: { preact: Timing; app: Timing; react: Timing };
  /** Main-thread task time from the document's start to the frame of first content, ms (traced loads). */
  mainThreadBeforeFirstContent: { preact: Timing; static: Timing };
  /** Script tag to the first click on "Panel rajdowca" the widget handles, ms. */
  interactive: Timing;
  /**
   * On a phone's network (`benchConfig.phoneNetwork`), reported, not targets: first content with and
   * without the painted screen, the first click the app handles, and a deep link into the raider panel
   * to the sign-in form's heading, ms from the script tag.
   */
  phoneNetwork: {
    conditions: NetworkConditions;
    firstContent: { preact: Timing; app: Timing };
    interactive: Timing;
    signInDeepLink: Timing;
  };
  ratios: {
    /** Widget's main-thread work before first content / the static copy's. */
    mainThreadOverStatic: number;
    /** Preact widget / stack floor: how much the whole home page costs over our stack's least. */
    oursOverFloor: number;
    /** Preact widget / static copy of its first screen: how far from painting prepared HTML. */
    oursOverStatic: number;
    /** React build / Preact build, both painting their own first screen: what the framework costs. */
    reactOverPreact: number;
    /** The site's LCP / its static copy's, both from the plain static server. */
    siteOverStatic: number;
  };
  /** Click to new content, ms, per header link, each pointed at first (as a mouse or a finger does). */
  routeSwitch: Record<string, Timing>;
  /**
   * Click to the sign-in form with nothing pointed at first, ms: its code loads on the click. Reported,
   * not a target: a person's click comes after a pointer over the link or focus on it.
   */
  signInWithoutPointer: Timing;
  site: {
    fcp: Timing;
    lcp: Timing;
    clsMax: number;
    /** LCP of the site's page from the plain static server, and of its static copy (no script) from there. */
    staticHostLcp: Timing;
    staticCopyLcp: Timing;
  };
  memory: { warmUp: number; cycles: number; before: MemorySnapshot; after: MemorySnapshot };
  lighthouse: LighthouseResult;
  targets: TargetCheck[];
}

export interface TargetCheck {
  figure: string;
  value: string;
  target: string;
  met: boolean;
}

const ms = (value: number) => `${value.toFixed(0)} ms`;
const times = (value: number) => `${value.toFixed(2)}×`;

/** The issue's targets against the measured figures. */
export function checkTargets(results: Omit<BenchResults, 'targets'>): TargetCheck[] {
  const slowestSwitch = Math.max(...Object.values(results.routeSwitch).map((entry) => entry.median));
  const growth = (key: keyof MemorySnapshot) => results.memory.after[key] - results.memory.before[key];
  return [
    {
      figure: 'widget first content / floor',
      value: times(results.ratios.oursOverFloor),
      target: `≤ ${targets.oursOverFloor}×`,
      met: results.ratios.oursOverFloor <= targets.oursOverFloor,
    },
    {
      figure: 'widget first content / static copy',
      value: times(results.ratios.oursOverStatic),
      target: `≤ ${targets.oursOverStatic}×`,
      met: results.ratios.oursOverStatic <= targets.oursOverStatic,
    },
    {
      figure: 'main thread before first content / static copy',
      value: times(results.ratios.mainThreadOverStatic),
      target: `≤ ${targets.mainThreadOverStatic}×`,
      met: results.ratios.mainThreadOverStatic <= targets.mainThreadOverStatic,
    },
    {
      figure: 'first click the app handles / first content without a painted screen',
      value: `${ms(results.interactive.median)} / ${ms(results.firstContent.app.median)}`,
      target: 'no later',
      met: results.interactive.median <= results.firstContent.app.median,
    },
    {
      figure: 'React build / Preact build (first content, each painting itself)',
      value: times(results.ratios.reactOverPreact),
      target: `≥ ${targets.reactOverPreact}×`,
      met: results.ratios.reactOverPreact >= targets.reactOverPreact,
    },
    {
      figure: 'slowest route switch',
      value: ms(slowestSwitch),
      target: `≤ ${targets.routeSwitchMs} ms`,
      met: slowestSwitch <= targets.routeSwitchMs,
    },
    {
      figure: 'site LCP / static copy of its first screen (static host)',
      value: times(results.ratios.siteOverStatic),
      target: `≤ ${targets.siteOverStatic}×`,
      met: results.ratios.siteOverStatic <= targets.siteOverStatic,
    },
    {
      figure: 'site LCP',
      value: ms(results.site.lcp.median),
      target: `≤ ${targets.lcpMs} ms`,
      met: results.site.lcp.median <= targets.lcpMs,
    },
    ...Object.entries(results.lighthouse.scores).map(([category, score]) => ({
      figure: `Lighthouse ${category}`,
      value: String(score),
      target: `≥ ${targets.lighthouse}`,
      met: score >= targets.lighthouse,
    })),
    {
      figure: `listeners after ${results.memory.cycles} mount/unmount cycles`,
      value: `${growth('liveListeners') >= 0 ? '+' : ''}${growth('liveListeners')} (window/document), ${growth('jsEventListeners') >= 0 ? '+' : ''}${growth('jsEventListeners')} (all)`,
      target: 'no growth',
      met: growth('liveListeners') <= 0 && growth('jsEventListeners') <= 0,
    },
    {
      figure: `DOM nodes after ${results.memory.cycles} cycles`,
      value: `${growth('nodes') >= 0 ? '+' : ''}${growth('nodes')}`,
      target: 'no growth',
      met: growth('nodes') <= 0,
    },
  ];
}

interface ReportTable {
  header: string[];
  rows: string[][];
}

/** The report's tables: timings (median, min, max), memory, and the targets against the figures. */
function reportTables(results: BenchResults): ReportTable[] {
  const timingRow = (label: string, entry: Timing) => [label, ms(entry.median), ms(entry.min), ms(entry.max)];
  const timings: ReportTable = {
    header: ['figure (CPU 4× slower, median of runs)', 'median', 'min', 'max'],
    rows: [
      timingRow('first content: widget, Preact build (painted screen)', results.firstContent.preact),
      timingRow('app renders: widget, Preact build (takes the screen over)', results.appRenders.preact),
      timingRow('first content: widget, Preact build, no painted screen', results.firstContent.app),
      timingRow('first content: widget, React build, no painted screen', results.firstContent.react),
      timingRow('first content: stack floor (h1 + p)', results.firstContent.floor),
      timingRow('first content: static copy (HTML + CSS)', results.firstContent.static),
      timingRow('main thread before first content: widget', results.mainThreadBeforeFirstContent.preact),
      timingRow('main thread before first content: static copy', results.mainThreadBeforeFirstContent.static),
      timingRow('first click on "Panel rajdowca" the app handles', results.interactive),
      timingRow('phone network: first content, Preact build (painted screen)', results.phoneNetwork.firstContent.preact),
      timingRow('phone network: first content, no painted screen', results.phoneNetwork.firstContent.app),
      timingRow('phone network: first click the app handles', results.phoneNetwork.interactive),
      timingRow('phone network: deep link to the sign-in form', results.phoneNetwork.signInDeepLink),
      ...Object.entries(results.routeSwitch).map(([path, entry]) => timingRow(`route switch to ${path}`, entry)),
      timingRow('route switch to /raider, not pointed at first', results.signInWithoutPointer),
      timingRow('site first contentful paint', results.site.fcp),
      timingRow('site largest contentful paint', results.site.lcp),
      timingRow('site LCP, plain static host', results.site.staticHostLcp),
      timingRow('site LCP, static copy (no script)', results.site.staticCopyLcp),
      ['site layout shift (worst run)', results.site.clsMax.toFixed(3), '', ''],
    ],
  };
  const { before, after, warmUp, cycles } = results.memory;
  const memory: ReportTable = {
    header: ['memory', `after ${warmUp} cycles`, `after ${warmUp + cycles}`, 'change'],
    rows: [
      [
        'listeners on window/document',
        String(before.liveListeners),
        String(after.liveListeners),
        String(after.liveListeners - before.liveListeners),
      ],
      [
        'event listeners (all)',
        String(before.jsEventListeners),
        String(after.jsEventListeners),
        String(after.jsEventListeners - before.jsEventListeners),
      ],
      ['DOM nodes', String(before.nodes), String(after.nodes), String(after.nodes - before.nodes)],
      [
        'JS heap used',
        `${(before.jsHeapUsedBytes / 1e6).toFixed(2)} MB`,
        `${(after.jsHeapUsedBytes / 1e6).toFixed(2)} MB`,
        `${((after.jsHeapUsedBytes - before.jsHeapUsedBytes) / 1e3).toFixed(0)} KB`,
      ],
    ],
  };
  const checks: ReportTable = {
    header: ['target', 'measured', 'target', ''],
    rows: results.targets.map((check) => [check.figure, check.value, check.target, check.met ? 'ok' : 'MISSED']),
  };
  return [timings, memory, checks];
}

/** Lighthouse's audits below 0.9, one line per category that has any. */
function failingAudits(results: BenchResults): string[] {
  return Object.entries(results.lighthouse.failing)
    .filter(([, audits]) => audits.length > 0)
    .map(([category, audits]) => `${category}: ${audits.map((audit) => `${audit.id} (${audit.score})`).join(', ')}`);
}

/** The benchmark's printed report: timings, memory, Lighthouse, targets. */
export function formatReport(results: BenchResults): string {
  const failing = failingAudits(results);
  return [
    reportTables(results)
      .map((table) => textTable(table.header, table.rows))
      .join('\n\n'),
    ...(failing.length > 0 ? ['', 'Lighthouse audits below 0.9:', ...failing.map((line) => `  ${line}`)] : []),
  ].join('\n');
}

/** The same report for docs/performance.md (`npm run bench -- --update-docs`). */
export function markdownReport(results: BenchResults): string {
  const failing = failingAudits(results);
  return [
    ...reportTables(results).map((table) => markdownTable(table.header, table.rows)),
    ...(failing.length > 0 ? [`Lighthouse audits below 0.9: ${failing.join('; ')}.`] : []),
  ].join('\n\n');
}
