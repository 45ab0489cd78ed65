import { useEffect, useRef, type CSSProperties } from 'react';
import type { GuildConfigSource } from '../data';
import { mountRaiderApp, type RaiderAppHandle } from './mount-raider-app';
import type { ReadyDetail } from '../instance/panel-events';
import type { RaiderPanelCallbacks, RaiderPanelSettings } from './panel-options';
import { packageVersion } from '../platform/build-info';
import { warnIfRuntimeDiffers } from './runtime-version';
import { backendUrl, type DemoStoreLoader } from './raid-api-source';
import { askServerConfig } from '../data/server-config-request';
import { assetBaseOfApi, moduleAssetBase } from '../platform/image-base';

/** The settings and callbacks (see panel-options.ts), plus what only a React host needs. */
export interface RaiderPanelProps extends Partial<RaiderPanelSettings>, Partial<RaiderPanelCallbacks> {
  /** Mounted and the first page rendered. */
  onReady?: (detail: ReadyDetail) => void;
  /** The demo store for a host without a guild server: `demoStore` from `raider-panel/demo`. */
  demoStore?: DemoStoreLoader;
  /** Class of the panel's outer element (for the host's layout). */
  className?: string;
  /** Style of the panel's outer element. */
  style?: CSSProperties;
}

type Callbacks = Pick<RaiderPanelProps, 'onReady' | 'onNavigate' | 'onSignup' | 'onError'>;

/**
 * The raider site as a React component for React hosts, on the host's own React. It renders into its
 * own shadow root with its own root, so the host's router (react-router included), styles and context
 * never mix with the panel's. Importing it touches no browser global (server rendering is safe); the
 * panel mounts in an effect, on the client.
 */
export function RaiderPanel({
  route = '/',
  routing = 'memory',
  colorMode = null,
  api,
  config,
  uiLocale,
  nonce,
  assetBase,
  iconService,
  demoStore,
  onReady,
  onNavigate,
  onSignup,
  onError,
  className,
  style,
}: RaiderPanelProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const appRef = useRef<RaiderAppHandle | null>(null);
  // The latest callbacks, read when an event happens: changing a callback never remounts the panel.
  const callbacks = useRef<Callbacks>({});
  callbacks.current = { onReady, onNavigate, onSignup, onError };
  // The props that are applied without remounting, as last handed to the app.
  const latest = useRef({ route, colorMode, config, uiLocale });
  latest.current = { route, colorMode, config, uiLocale };
  const appliedConfig = useRef<GuildConfigSource>(undefined);

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    warnIfRuntimeDiffers();
    let ready = false;
    const { route: first, colorMode: mode, config: source, uiLocale: locale } = latest.current;
    appliedConfig.current = source;
    // A host's bundle is not on the guild's server: images come from the server its API names.
    const base = assetBase ?? assetBaseOfApi(api ?? undefined);
    // Without a config of the host's, the first frame waits for the server's (never the sample guild first).
    const server = source ? null : backendUrl(api ?? undefined, base ?? moduleAssetBase());
    const app = mountRaiderApp(host, {
      firstScreen: server ? askServerConfig(server) : undefined,
      routing,
      // A remount (routing, api, nonce changed) stays on the page the raider was on.
      route: appRef.current?.path ?? first,
      colorMode: mode,
      config: source,
      uiLocale: locale,
      api,
      nonce,
      assetBase: base,
      iconService,
      demoStore,
      onNavigate: (detail) => {
        if (!ready) {
          ready = true;
          callbacks.current.onReady?.({ version: packageVersion(), path: detail.path });
        }
        callbacks.current.onNavigate?.(detail);
      },
      onSignup: (detail) => callbacks.current.onSignup?.(detail),
      onError: (detail) => callbacks.current.onError?.(detail),
    });
    appRef.current = app;
    return () => app.unmount();
  }, [routing, api, nonce, assetBase, iconService, demoStore]);

  useEffect(() => {
    appRef.current?.navigate(route);
  }, [route]);

  useEffect(() => {
    appRef.current?.setColorMode(colorMode);
  }, [colorMode]);

  useEffect(() => {
    // The mount already loaded this config; loading it again would restart its request.
    if (config === appliedConfig.current) return;
    appliedConfig.current = config;
    appRef.current?.setConfig(config);
  }, [config]);

  useEffect(() => {
    appRef.current?.setUiLocale(uiLocale);
  }, [uiLocale]);

  // The panel's host is an inner element React sets no attribute on: the panel puts its colour-mode
  // class (`dark` / `light`) there, and a host re-render changing `className` must not wipe it.
  return (
    <div className={className} style={style}>
      <div ref={hostRef} />
    </div>
  );
}
