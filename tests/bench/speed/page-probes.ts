/**
 * Scripts the benchmark installs in a page before any of the page's own scripts run. They only
 * observe (MutationObserver and PerformanceObserver callbacks, no polling) and report through the
 * console (probe-report.ts).
 */

import { reportFunction } from './probe-report';

/**
 * Resolves `window.__benchFirstContent` with the time the first `<h1>` with text appeared in a shadow
 * root (`dom`) and the time of the animation frame that follows (`frame`, the frame that paints it),
 * and `window.__benchAppRenders` likewise for the first heading the app rendered itself (not in a
 * first screen the loader painted, \`[data-first-screen]\`; the same moment where none was painted).
 * Once both are known it reports them (`first-content`, `FirstContentReport`, times from the host
 * page's \`script-tag\` mark). Every shadow root made on the page is observed from the moment it is
 * attached.
 */
export const firstContentProbe = `(() => {
  const attachShadow = Element.prototype.attachShadow;
  const settled = {};
  const promise = (name) => new Promise((resolve) => (settled[name] = resolve));
  window.__benchFirstContent = promise('first');
  window.__benchAppRenders = promise('app');
  const report = ${reportFunction};
  Promise.all([window.__benchFirstContent, window.__benchAppRenders]).then(([first, app]) => {
    const mark = performance.getEntriesByName('script-tag')[0];
    const since = mark ? mark.startTime : NaN;
    report('first-content', { firstContent: first.frame - since, appRenders: app.frame - since, firstFrame: first.frame });
  });
  const settle = (name) => {
    const resolve = settled[name];
    if (!resolve) return;
    delete settled[name];
    const dom = performance.now();
    requestAnimationFrame(() => resolve({ dom, frame: performance.now() }));
  };
  Element.prototype.attachShadow = function (init) {
    const root = attachShadow.call(this, init);
    const observer = new MutationObserver(() => {
      const headings = [...root.querySelectorAll('h1')].filter((heading) => heading.textContent.trim());
      if (headings.length) settle('first');
      if (headings.some((heading) => !heading.closest('[data-first-screen]'))) settle('app');
      if (!settled.first && !settled.app) observer.disconnect();
    });
    observer.observe(root, { childList: true, subtree: true, characterData: true });
    return root;
  };
})();`;

/**
 * Collects the paint timings of a page: first contentful paint, the latest largest contentful paint and
 * the cumulative layout shift (shifts without recent input), in \`window.__benchPaint\`.
 */
export const paintProbe = `(() => {
  const paint = (window.__benchPaint = { fcp: null, lcp: null, cls: 0 });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') paint.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    const entries = list.getEntries();
    paint.lcp = entries[entries.length - 1].startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) paint.cls += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
})();`;

export interface FirstContent {
  dom: number;
  frame: number;
}

/** What `firstContentProbe` reports: milliseconds from the script tag, and the first frame's own time. */
export interface FirstContentReport {
  firstContent: number;
  appRenders: number;
  /** `performance.now()` of the frame that paints the first heading. */
  firstFrame: number;
}

export interface PaintTimings {
  fcp: number | null;
  lcp: number | null;
  cls: number;
}

/**
 * Reports (`interactive`: milliseconds from the host page's \`script-tag\` mark) the first click on the
 * header's "Panel rajdowca" link that the app handled (its router called `preventDefault`; the painted
 * first screen's links are not the app's). From the
 * moment the link is in a shadow root, a cancelable click is sent on every animation frame; a click
 * nobody handled is cancelled here at the window, so the host page never navigates away.
 */
export const interactiveProbe = `(() => {
  const attachShadow = Element.prototype.attachShadow;
  const report = ${reportFunction};
  const settle = (at) => {
    const mark = performance.getEntriesByName('script-tag')[0];
    report('interactive', mark ? at - mark.startTime : NaN);
  };
  let done = false;
  window.addEventListener('click', (event) => {
    if (!event.__benchProbe || event.defaultPrevented) return;
    event.__benchCancelledHere = true;
    event.preventDefault();
  });
  const findLink = (root) => [...root.querySelectorAll('a')].find((link) => link.textContent.trim() === 'Panel rajdowca');
  Element.prototype.attachShadow = function (init) {
    const root = attachShadow.call(this, init);
    const tryClick = () => {
      if (done) return;
      const link = findLink(root);
      // A click on the painted first screen is kept for the app; this measures the app handling one.
      if (link && !link.closest('[data-first-screen]')) {
        const click = new MouseEvent('click', { bubbles: true, cancelable: true, composed: true, button: 0 });
        click.__benchProbe = true;
        const at = performance.now();
        link.dispatchEvent(click);
        if (click.defaultPrevented && !click.__benchCancelledHere) {
          done = true;
          return settle(at);
        }
      }
      requestAnimationFrame(tryClick);
    };
    requestAnimationFrame(tryClick);
    return root;
  };
})();`;

/**
 * Reports (`heading`: milliseconds from the host page's \`script-tag\` mark, \`null\` without it) the frame
 * that paints the first \`<h1>\` reading \`text\` in a shadow root: the page a widget opens on, such as the
 * sign-in form of a deep link into the raider panel. Other headings before it are not counted.
 */
export function headingProbe(text: string): string {
  return `(() => {
  const attachShadow = Element.prototype.attachShadow;
  const report = ${reportFunction};
  let done = false;
  Element.prototype.attachShadow = function (init) {
    const root = attachShadow.call(this, init);
    const observer = new MutationObserver(() => {
      if (done) return observer.disconnect();
      if (![...root.querySelectorAll('h1')].some((heading) => heading.textContent.trim() === ${JSON.stringify(text)})) return;
      done = true;
      observer.disconnect();
      requestAnimationFrame(() => {
        const mark = performance.getEntriesByName('script-tag')[0];
        report('heading', mark ? performance.now() - mark.startTime : null);
      });
    });
    observer.observe(root, { childList: true, subtree: true, characterData: true });
    return root;
  };
})();`;
}
