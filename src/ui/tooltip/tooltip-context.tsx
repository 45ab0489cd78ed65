import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { createTooltipStore, type TooltipStore } from './tooltip-store';

const TooltipStoreContext = createContext<TooltipStore | null>(null);

export interface TooltipProviderProps {
  /** A store made elsewhere (tests pass one); without it the provider makes its own, once. */
  store?: TooltipStore;
  children?: ReactNode;
}

/**
 * Hands one tooltip coordinator to everything below it. `<App>` renders one per app instance, so the
 * store lives exactly as long as the instance and is made lazily, never at module level.
 */
export function TooltipProvider({ store, children }: TooltipProviderProps) {
  const [own] = useState(() => (store ? null : createTooltipStore()));
  const value = store ?? own!;
  // Unmounting the instance must leave no open-delay timer behind.
  useEffect(() => () => value.dispose(), [value]);
  return <TooltipStoreContext.Provider value={value}>{children}</TooltipStoreContext.Provider>;
}

/** The tooltip coordinator of the app instance this component renders in. */
export function useTooltipStore(): TooltipStore {
  const store = useContext(TooltipStoreContext);
  if (!store) throw new Error('<Tooltip> must be used inside a <TooltipProvider> (every app instance has one)');
  return store;
}
