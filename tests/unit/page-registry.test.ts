import { describe, expect, it, vi } from 'vitest';
import type { ReactElement } from 'react';
import { ChunkLoadError } from '../../src/instance/chunk-load-error';
import { createPageRegistry } from '../../src/app/page-registry';
import { memoryStorage } from './helpers/memory-storage';

function Values(props: { title?: string }) {
  return props.title ?? null;
}

/** Renders a lazy component once, as a renderer would: its element, or what it threw (Suspense or an error). */
function renderOnce(component: (props: { title?: string }) => unknown): { element?: ReactElement; thrown?: unknown } {
  try {
    return { element: component({ title: 'Wartości' }) as ReactElement };
  } catch (thrown) {
    return { thrown };
  }
}

describe('createPageRegistry: lazy components', () => {
  it('suspends on the first render (throws a promise), then renders the loaded component with its props', async () => {
    const load = vi.fn(async () => ({ default: Values }));
    const Page = createPageRegistry()(load);
    const first = renderOnce(Page);
    expect(first.thrown).toBeInstanceOf(Promise);
    await first.thrown;
    const second = renderOnce(Page);
    expect(second.element?.type).toBe(Values);
    expect(second.element?.props).toEqual({ title: 'Wartości' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('after preload() the first render is immediate, with no round through Suspense', async () => {
    const Page = createPageRegistry()(async () => ({ default: Values }));
    await Page.preload();
    expect(renderOnce(Page).element?.type).toBe(Values);
  });

  it('a failed preload is forgotten: the render loads again, with the recovery', async () => {
    const reload = vi.fn();
    const load = vi
      .fn<() => Promise<{ default: typeof Values }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ default: Values });
    const Page = createPageRegistry({ kind: 'site', currentPath: () => '/values', storage: memoryStorage(), reload })(load);
    await expect(Page.preload()).resolves.toBeUndefined();
    // A background prefetch never reloads the page.
    expect(reload).not.toHaveBeenCalled();
    const first = renderOnce(Page);
    await first.thrown;
    expect(renderOnce(Page).element?.type).toBe(Values);
  });

  it('a render whose chunk fails (and may not reload) throws the error to the error boundary, every time', async () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    const error = new Error('gone');
    const failing = (): Promise<{ default: typeof Values }> => Promise.reject(error);
    const Page = createPageRegistry({ kind: 'site', currentPath: () => '/values', storage, reload })(failing);
    // The first failure reloads the site at the path; that reload never settles.
    renderOnce(Page);
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));

    const Again = createPageRegistry({ kind: 'site', currentPath: () => '/values', storage, reload })(failing);
    await renderOnce(Again).thrown;
    // The boundary gets it as a chunk failure (reported as `chunk`), naming the path, with the cause.
    const failure = renderOnce(Again).thrown;
    expect(failure).toBeInstanceOf(ChunkLoadError);
    expect((failure as ChunkLoadError).message).toContain('/values');
    expect((failure as ChunkLoadError).cause).toBe(error);
    expect(renderOnce(Again).thrown).toBe(failure);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('one component per loader in an instance, and another in another instance', () => {
    const load = async () => ({ default: Values });
    const pages = createPageRegistry();
    expect(pages(load)).toBe(pages(load));
    expect(createPageRegistry()(load)).not.toBe(pages(load));
  });
});
