import { Suspense, type ComponentType, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { RouteProgress } from '../ui';
import { ErrorBoundary } from '../pages/error';

/**
 * Where a lazily loaded part of a route appears (a page, or the raider panel's layout and guard): the
 * route progress bar shows while its chunk loads, and a part that throws while rendering (or whose chunk
 * cannot load) shows the error page instead of taking the whole site down.
 */
export function RouteSlot({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary>
      <Suspense fallback={<RouteProgress />}>{children}</Suspense>
    </ErrorBoundary>
  );
}

/** A lazily loaded page. Its slot is keyed by path, so navigating away from a broken page recovers. */
export function PageSlot({ page: Page }: { page: ComponentType }) {
  const { pathname } = useLocation();
  return (
    <RouteSlot key={pathname}>
      <Page />
    </RouteSlot>
  );
}
