import { applyColorMode, browserLocalStorage, type ColorModePreference } from '../platform';
import { createColorModeStore, type ColorModeStore } from '../stores';

export interface InstanceColorMode {
  store: ColorModeStore;
  /** Stops following the OS and storage, and (for a widget) takes the class off the host. */
  stop(): void;
}

/**
 * Starts an instance's colour mode: the class is on the target before the first render (no flash),
 * then follows every change of preference, OS setting, host attribute and forced route.
 */
export function startColorMode(options: {
  target: Element;
  styleContainer: Node;
  nonce?: string;
  hostForced?: ColorModePreference | null;
  /** Leave the class in place on stop (the site's `<html>`), or remove it (a widget's host). */
  keepClassOnStop: boolean;
}): InstanceColorMode {
  const store = createColorModeStore({
    storage: browserLocalStorage(),
    matchMedia: typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? (query) => window.matchMedia(query) : undefined,
    hostForced: options.hostForced ?? null,
  });
  const applyOptions = { target: options.target, styleContainer: options.styleContainer, nonce: options.nonce };
  let cancelGuard = applyColorMode(store.$resolved.get(), { ...applyOptions, initial: true });
  const stopListening = store.$resolved.listen((mode) => {
    cancelGuard();
    cancelGuard = applyColorMode(mode, applyOptions);
  });
  const stopFollowing = store.start();
  return {
    store,
    stop() {
      stopListening();
      stopFollowing();
      cancelGuard();
      if (!options.keepClassOnStop) options.target.classList.remove('light', 'dark');
    },
  };
}
