import { createHashHistory, createMemoryHistory, type History } from '@remix-run/router';

export type RoutingMode = 'memory' | 'hash';

/**
 * The history an instance navigates with. `memory` keeps the path inside the instance (the host page's
 * URL is never touched); `hash` owns `location.hash`, for the standalone site or a page dedicated to the
 * widget. `v5Compat` makes push/replace notify the listener, so one subscription sees every change.
 */
export function createInstanceHistory(mode: RoutingMode, initialPath: string): History {
  if (mode === 'hash') {
    const history = createHashHistory({ v5Compat: true });
    // A page opened without a hash starts on the requested route; a deep link keeps its own.
    if (!window.location.hash || window.location.hash === '#') history.replace(initialPath);
    return history;
  }
  return createMemoryHistory({ initialEntries: [initialPath], v5Compat: true });
}
