import { createElement, useEffect, useState, type ComponentType, type ReactNode } from 'react';

export interface LazyPartOptions<Props extends object> {
  /** What shows until the code has loaded (or when it failed). @default nothing */
  fallback?: (props: Props) => ReactNode;
}

export interface LazyPart<Props extends object> {
  /** Renders the part once its code has loaded, the fallback until then (or after a failed load). */
  Component: ComponentType<Props>;
  /** Starts loading ahead of need (a first hover, say); resolves to the component, `null` on failure. */
  preload(): Promise<ComponentType<Props> | null>;
}

/**
 * The one way a component's code is loaded later (pages have the page registry): only for what is big or
 * rare, so it stays out of the initial core (`npm run size`): the toast list until a toast exists, a
 * tooltip bubble until one opens, a remote icon until one is asked for, the signup form, the change
 * notices, the demo notice, the home page's raid card just after the first paint. Unlike `React.lazy`
 * it never suspends or throws, so a chunk that fails to load costs a console warning and
 * that part, never the page; the next use tries again.
 *
 * The loaded component is cached for the page, as the browser caches the module itself: code, not
 * widget state, so two instances sharing it is right.
 */
export function lazyPart<Props extends object>(
  name: string,
  load: () => Promise<{ default: ComponentType<Props> }>,
  { fallback }: LazyPartOptions<Props> = {},
): LazyPart<Props> {
  let loaded: ComponentType<Props> | null = null;
  let pending: Promise<ComponentType<Props> | null> | null = null;

  function preload(): Promise<ComponentType<Props> | null> {
    if (loaded) return Promise.resolve(loaded);
    pending ??= load().then(
      (module) => (loaded = module.default),
      (error: unknown) => {
        pending = null;
        console.warn(`[raider-panel] could not load the ${name}`, error);
        return null;
      },
    );
    return pending;
  }

  function Component(props: Props) {
    const [part, setPart] = useState<ComponentType<Props> | null>(() => loaded);
    useEffect(() => {
      if (part) return;
      let active = true;
      void preload().then((component) => {
        // A function is a state updater to useState: wrap the component so it is stored, not called.
        if (active && component) setPart(() => component);
      });
      return () => {
        active = false;
      };
    }, [part]);
    return part ? createElement(part, props) : (fallback?.(props) ?? null);
  }
  Component.displayName = `LazyPart(${name})`;

  return { Component, preload };
}
