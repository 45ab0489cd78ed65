// The real clock and timer, taken when this module loads: a test may fake `Date` (and timers) before it
// waits, and a bound measured on a frozen `Date.now()` never runs out, so a state that never comes ran
// into the test's own timeout without a word about what the page showed.
const realNow = performance.now.bind(performance);
const realSetTimeout = globalThis.setTimeout;

/** The text a reader sees in `root`, without the CSS of `<style>` elements (the apps' sheets sit in the body). */
export function shownText(root: Node = document.body): string {
  const parts: string[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.parentElement?.closest('style, script')) parts.push(node.textContent ?? '');
  }
  return parts.join(' ').replace(/\s+/g, ' ').trim();
}

/**
 * Retries an assertion until it passes: React 19's createRoot renders asynchronously, Preact debounces
 * its renders and effects, and pages are lazily loaded chunks. Works the same on both runtimes.
 * The bound is real time, whatever the test fakes; when it runs out, the error says what the page
 * (`page`, by default the document's body) showed. It is generous: a wait that succeeds returns at once,
 * and a lazy page's first import (transformed on the spot) took over 4 s on a loaded two-core machine.
 */
export async function waitFor<T>(
  assertion: () => T,
  { timeout = 12_000, interval = 10, page }: { timeout?: number; interval?: number; page?: Node } = {},
): Promise<T> {
  const started = realNow();
  for (;;) {
    try {
      return assertion();
    } catch (error) {
      if (realNow() - started > timeout) {
        const shown = shownText(page);
        const message = `${error instanceof Error ? error.message : String(error)}\n\nAfter ${timeout} ms the page showed: ${shown.length > 2000 ? `${shown.slice(0, 2000)}…` : shown || '(nothing)'}`;
        if (error instanceof Error) {
          error.message = message;
          throw error;
        }
        throw new Error(message);
      }
    }
    await new Promise((resolve) => realSetTimeout(resolve, interval));
  }
}

/** Lets pending renders and effects run, for checks that something did NOT happen. */
export async function settle(ms = 50): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, ms));
}

/** Waits until `selector` matches inside `root` (a lazily loaded part has rendered it) and returns the element. */
export function waitForElement<E extends Element = HTMLElement>(root: ParentNode, selector: string): Promise<E> {
  return waitFor(() => {
    const found = root.querySelector<E>(selector);
    if (!found) throw new Error(`nothing matches ${selector} yet`);
    return found;
  });
}
