import { Suspense, type ComponentType } from 'react';
import { useLocation } from 'react-router-dom';
import { RouteProgress } from '../ui';
import { ErrorBoundary } from '../pages/error';

/**
 * Where a lazily loaded page appears: the route progress bar shows while its chunk loads, and a page
 * that throws while rendering shows the error page instead of taking the whole site down. The boundary
 * is keyed by path so navigating away from a broken page recovers.
 */
export function PageSlot({ page: Page }: { page: ComponentType }) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary key={pathname}>
      <Suspense fallback={<RouteProgress />}>
        <Page />
      </Suspense>
    </ErrorBoundary>
  );
}
