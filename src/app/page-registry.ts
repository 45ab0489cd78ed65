import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { PageLoader } from '../routes';

export type PageRegistry = (load: PageLoader) => LazyExoticComponent<ComponentType>;

/**
 * Lazy page components of one instance, one per loader. Per instance so a failed chunk in one widget
 * (and its retry) never poisons another widget's cached component.
 */
export function createPageRegistry(): PageRegistry {
  const pages = new Map<PageLoader, LazyExoticComponent<ComponentType>>();
  return (load) => {
    let page = pages.get(load);
    if (!page) {
      page = lazy(load);
      pages.set(load, page);
    }
    return page;
  };
}
