import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import type { TooltipStore } from './tooltip-store';

/** Holds an instance's tooltip coordinator, made by the first `<Tooltip>` that needs it. */
interface TooltipStoreHolder {
  get(create: () => TooltipStore): TooltipStore;
  dispose(): void;
}

const TooltipStoreContext = createContext<TooltipStoreHolder | null>(null);

export interface TooltipProviderProps {
  /** A store made elsewhere (tests pass one); without it the provider's tooltips make their own, once. */
  store?: TooltipStore;
  children?: ReactNode;
}

/**
 * Hands one tooltip coordinator to everything below it. `<App>` renders one per app instance, so the
 * store lives exactly as long as the instance and is made lazily, never at module level.
 */
export function TooltipProvider({ store, children }: TooltipProviderProps) {
  const [holder] = useState<TooltipStoreHolder>(() => {
    let current = store ?? null;
    return {
      get: (create) => (current ??= create()),
      dispose: () => current?.dispose(),
    };
  });
  // Unmounting the instance must leave no open-delay timer behind.
  useEffect(() => () => holder.dispose(), [holder]);
  return <TooltipStoreContext.Provider value={holder}>{children}</TooltipStoreContext.Provider>;
}

/** The tooltip coordinator of the app instance this component renders in; `create` makes it on first use. */
export function useTooltipStore(create: () => TooltipStore): TooltipStore {
  const holder = useContext(TooltipStoreContext);
  if (!holder) throw new Error('<Tooltip> must be used inside a <TooltipProvider> (every app instance has one)');
  return holder.get(create);
}
