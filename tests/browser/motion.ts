import type { Page } from 'playwright-core';

/** What a "minimal fade" may animate: opacity and colours, nothing that moves or resizes. */
export const fadeProperties = ['opacity', 'color', 'background-color', 'border-color', 'outline-color', 'fill', 'stroke'];
/** The longest a fade may take, in ms. */
export const longestFade = 200;

/**
 * Every animation and transition the page declares right now (document and open shadow roots) that is
 * more than a minimal fade: an animation whose keyframes change anything but opacity, or run longer than
 * `longestFade` or forever, and a transition of anything but `fadeProperties`. Declared counts, not only
 * running: a transition on hover or an animation that already finished would move next time.
 *
 * One exception, by design: a toast's remaining-time line keeps shrinking in place (each toast shows
 * its remaining time) — information, not decoration, and nothing slides.
 */
export function motionProblems(page: Page): Promise<string[]> {
  return page.evaluate(
    ({ fades, maxFade }) => {
      const roots: Array<Document | ShadowRoot> = [document];
      const elements: Element[] = [];
      const walk = (root: Document | ShadowRoot) => {
        for (const element of root.querySelectorAll('*')) {
          elements.push(element);
          if (element.shadowRoot) {
            roots.push(element.shadowRoot);
            walk(element.shadowRoot);
          }
        }
      };
      walk(document);

      // Properties each @keyframes rule animates, per root (a shadow root has its own sheets).
      const keyframesIn = new Map<Document | ShadowRoot, Map<string, Set<string>>>();
      for (const root of roots) {
        const byName = new Map<string, Set<string>>();
        for (const sheet of Array.from(root.styleSheets)) {
          for (const rule of Array.from(sheet.cssRules)) {
            if (!(rule instanceof CSSKeyframesRule)) continue;
            const properties = new Set<string>();
            for (const frame of Array.from(rule.cssRules) as CSSKeyframeRule[]) {
              for (let index = 0; index < frame.style.length; index++) properties.add(frame.style.item(index));
            }
            byName.set(rule.name, properties);
          }
        }
        keyframesIn.set(root, byName);
      }

      const milliseconds = (time: string) => (time.endsWith('ms') ? parseFloat(time) : parseFloat(time) * 1000);
      const list = (value: string) => value.split(',').map((part) => part.trim());
      const describe = (element: Element) => {
        const className = typeof element.className === 'string' ? element.className.split(' ')[0] : '';
        const host = (element.getRootNode() as ShadowRoot).host;
        return `${host ? `${host.tagName.toLowerCase()} >>> ` : ''}${element.tagName.toLowerCase()}${className ? `.${className}` : ''}`;
      };

      const problems: string[] = [];
      for (const element of elements) {
        const style = getComputedStyle(element);
        const durations = list(style.transitionDuration).map(milliseconds);
        list(style.transitionProperty).forEach((property, index) => {
          const duration = durations[index % durations.length]!;
          if (duration > 0 && !(fades.includes(property) && duration <= maxFade)) {
            problems.push(`${describe(element)}: transition of ${property} over ${duration} ms`);
          }
        });

        const names = list(style.animationName);
        const animationDurations = list(style.animationDuration).map(milliseconds);
        const iterations = list(style.animationIterationCount);
        names.forEach((name, index) => {
          if (name === 'none') return;
          const duration = animationDurations[index % animationDurations.length]!;
          const count = iterations[index % iterations.length]!;
          if (duration === 0) return;
          const properties = [
            ...(keyframesIn.get(element.getRootNode() as Document | ShadowRoot)?.get(name) ?? new Set(['(unknown keyframes)'])),
          ];
          const fade = properties.every((property) => property === 'opacity') && duration <= maxFade && count !== 'infinite';
          const remainingTimeLine =
            element.matches('[data-remaining] > [data-running="true"]') && properties.every((property) => property === 'transform');
          if (!fade && !remainingTimeLine) {
            problems.push(`${describe(element)}: animation of ${properties.join(', ')} over ${duration} ms × ${count}`);
          }
        });
      }
      return [...new Set(problems)];
    },
    { fades: fadeProperties, maxFade: longestFade },
  );
}
