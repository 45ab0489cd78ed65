import { useSyncExternalStore } from 'react';
import type { ReadableAtom } from 'nanostores';

/** Subscribes a component to a nanostores atom; works the same on React and on preact/compat. */
export function useStore<Value>(store: ReadableAtom<Value>): Value {
  return useSyncExternalStore(
    (onChange) => store.listen(onChange),
    () => store.get(),
    () => store.get(),
  );
}
