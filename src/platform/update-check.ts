/** What `builds/latest.json` says about the newest build. */
export interface BuildManifest {
  id: string;
  timestamp: number;
  /** The new build's core entry, relative to the site root (lets a widget re-mount from it). */
  core?: string;
}

export interface UpdateCheckOptions {
  /** URL of `builds/latest.json`. */
  manifestUrl: string;
  /** The running build's id. */
  currentId: string;
  /** Polling interval in ms; 0 turns polling off (the visibility re-check still runs). @default 3_600_000 */
  interval?: number;
  /** Called once, with the newer manifest, when a newer build is seen; polling stops then. */
  onUpdate(manifest: BuildManifest): void;
  fetch?: typeof fetch;
  now?: () => number;
}

export const defaultUpdateInterval = 60 * 60 * 1000;

function isManifest(value: unknown): value is BuildManifest {
  return typeof value === 'object' && value !== null && typeof (value as BuildManifest).id === 'string';
}

/**
 * Watches for a newer build: fetches the manifest (cache-busted with `?<now>`) every interval and when
 * the tab becomes visible again. Network errors, 404 and bad JSON are ignored silently: a raider offline
 * for a moment must not see errors about builds. Returns the cleanup.
 */
export function startUpdateCheck({
  manifestUrl,
  currentId,
  interval = defaultUpdateInterval,
  onUpdate,
  fetch: fetchManifest = globalThis.fetch,
  now = Date.now,
}: UpdateCheckOptions): () => void {
  let stopped = false;
  let timer: ReturnType<typeof setInterval> | undefined;
  // Cancels a request still out on stop (an unmount): its answer would keep the app it reports to alive.
  const requests = new AbortController();

  async function check(): Promise<void> {
    if (stopped) return;
    try {
      const separator = manifestUrl.includes('?') ? '&' : '?';
      const response = await fetchManifest(`${manifestUrl}${separator}${now()}`, { cache: 'no-store', signal: requests.signal });
      if (!response.ok) return;
      const manifest: unknown = await response.json();
      if (stopped || !isManifest(manifest) || manifest.id === currentId) return;
      stop();
      onUpdate(manifest);
    } catch {
      // Offline, blocked or malformed: try again at the next interval or visibility change.
    }
  }

  const onVisibilityChange = () => {
    if (document.visibilityState === 'visible') void check();
  };

  function stop(): void {
    stopped = true;
    requests.abort();
    clearInterval(timer);
    document.removeEventListener('visibilitychange', onVisibilityChange);
  }

  if (interval > 0) timer = setInterval(() => void check(), interval);
  document.addEventListener('visibilitychange', onVisibilityChange);
  return stop;
}
