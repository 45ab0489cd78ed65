import { createContext, useContext } from 'react';

/**
 * The element of the app instance that floating things (toasts, tooltips) render into. It lives inside
 * the instance's own root (the shadow root for the widget), so they are styled by the instance's sheet
 * and never leak into the host document.
 */
export const PortalRootContext = createContext<HTMLElement | null>(null);

export function usePortalRoot(): HTMLElement {
  const root = useContext(PortalRootContext);
  if (!root) throw new Error('usePortalRoot() must be used inside an app instance');
  return root;
}
