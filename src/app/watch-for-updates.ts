import { createPath, type History } from '@remix-run/router';
import { startUpdateCheck, type BuildManifest } from '../platform';

export interface UpdateCheckConfig {
  /** URL of `builds/latest.json`. */
  manifestUrl: string;
  /** The running build's id. */
  currentId: string;
  /** @default 3_600_000 (1 hour); 0: only the visibility re-check */
  interval?: number;
}

/** The first navigation after a newer build was seen. */
export interface UpdateNavigation {
  /** Where the raider is going. */
  path: string;
  manifest: BuildManifest;
  manifestUrl: string;
}

/**
 * Starts the build-update check and returns a history whose listener also sees "a newer build exists
 * and the raider just navigated": the moment to switch builds without interrupting anything. The
 * navigation itself still renders, so nothing breaks if switching fails.
 */
export function watchForUpdates(
  history: History,
  config: UpdateCheckConfig | null,
  onUpdateNavigation: (navigation: UpdateNavigation) => void,
): { history: History; stop(): void } {
  if (!config) return { history, stop() {} };
  let pending: BuildManifest | null = null;
  const stop = startUpdateCheck({ ...config, onUpdate: (manifest) => (pending = manifest) });
  // The router's history with one difference: its listener also hands the navigation to the update.
  const watched: History = Object.create(history);
  watched.listen = (listener) =>
    history.listen((update) => {
      listener(update);
      if (!pending) return;
      const manifest = pending;
      pending = null;
      onUpdateNavigation({ path: createPath(update.location), manifest, manifestUrl: config.manifestUrl });
    });
  return { history: watched, stop };
}
