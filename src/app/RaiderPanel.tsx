import { useEffect, useRef } from 'react';
import type { NavigateDetail } from './create-app';
import type { RoutingMode } from './create-history';
import { mountRaiderApp, type RaiderAppHandle } from './mount-raider-app';

export interface RaiderPanelProps {
  /** Path to show; changing it navigates. @default '/' */
  route?: string;
  /** @default 'memory' */
  routing?: RoutingMode;
  /** Called after every navigation inside the panel. */
  onNavigate?: (detail: NavigateDetail) => void;
  className?: string;
}

/**
 * The raider site as a React component for React hosts. It renders into its own shadow root with its
 * own root, so the host's router, styles and context never mix with the panel's.
 */
export function RaiderPanel({ route = '/', routing = 'memory', onNavigate, className }: RaiderPanelProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const appRef = useRef<RaiderAppHandle | null>(null);
  const onNavigateRef = useRef(onNavigate);
  onNavigateRef.current = onNavigate;
  const initialRoute = useRef(route);

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    const app = mountRaiderApp(host, {
      routing,
      route: appRef.current?.path ?? initialRoute.current,
      onNavigate: (detail) => onNavigateRef.current?.(detail),
    });
    appRef.current = app;
    return () => app.unmount();
  }, [routing]);

  useEffect(() => {
    appRef.current?.navigate(route);
  }, [route]);

  return <div ref={hostRef} className={className} />;
}
