import type { ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach } from 'vitest';

/**
 * Rendering for a test file: each call renders into a root of its own, in a container of its own on
 * <body>, and after each test every root is unmounted and its container removed. Call it after the
 * file's own afterEach: after hooks run last-registered first, so the roots go before mocks are undone.
 */
export function rootsPerTest(): (node: ReactNode) => HTMLElement {
  const roots: Array<{ root: Root; container: HTMLElement }> = [];
  afterEach(() => {
    for (const { root, container } of roots.splice(0)) {
      root.unmount();
      container.remove();
    }
  });
  return function render(node) {
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    root.render(node);
    roots.push({ root, container });
    return container;
  };
}
