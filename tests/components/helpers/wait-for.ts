/**
 * Retries an assertion until it passes: React 19's createRoot renders asynchronously, Preact debounces
 * its renders and effects, and pages are lazily loaded chunks. Works the same on both runtimes.
 */
export async function waitFor<T>(assertion: () => T, { timeout = 4000, interval = 10 } = {}): Promise<T> {
  const started = Date.now();
  for (;;) {
    try {
      return assertion();
    } catch (error) {
      if (Date.now() - started > timeout) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, interval));
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
