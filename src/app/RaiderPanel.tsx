import { useEffect, useRef, type CSSProperties } from 'react';
import type { GuildConfigSource } from '../data';
import type { ColorModePreference } from '../platform';
import type { UiLocale } from '../ui/ui-strings';
import type { RoutingMode } from './create-history';
import { mountRaiderApp, type RaiderAppHandle } from './mount-raider-app';
import type { ErrorDetail, NavigateDetail, ReadyDetail, SignupDetail } from '../instance/panel-events';
import { packageVersion } from '../platform/build-info';
import { warnIfRuntimeDiffers } from './runtime-version';

export interface RaiderPanelProps {
  /** Path to show; changing it navigates. @default '/' */
  route?: string;
  /** `memory` keeps the host's URL untouched; `hash` owns `location.hash`. Changing it remounts. @default 'memory' */
  routing?: RoutingMode;
  /** A colour mode forced by the host (`light` / `dark` / `system`); absent or `null`: the raider's preference. */
  colorMode?: ColorModePreference | null;
  /** Base URL of the backend, or `local` for the in-browser demo store. Changing it remounts. @default `<script origin>/api` */
  api?: string;
  /**
   * The guild's config: a URL of its JSON, or the object itself (keep the object stable, e.g. with
   * `useMemo`: a new object is a new config to load). @default the bundled sample guild
   */
  config?: GuildConfigSource;
  /** Language of the UI components' own strings. @default 'en' */
  uiLocale?: UiLocale;
  /** CSP nonce for the `<style>` elements the panel injects into its shadow root. Changing it remounts. */
  nonce?: string;
  /** Where the built site is served from (its `/_ipx/` image variants). Changing it remounts. */
  assetBase?: string;
  /** Base URL of an icon service for icons that are not bundled. Changing it remounts. */
  iconService?: string;
  /** Mounted and the first page rendered. */
  onReady?: (detail: ReadyDetail) => void;
  /** Called after every navigation inside the panel, the first page included. */
  onNavigate?: (detail: NavigateDetail) => void;
  /** Called after a signup was saved. */
  onSignup?: (detail: SignupDetail) => void;
  /** Called for a handled problem: unusable config, a page chunk that failed to load, a page that threw. */
  onError?: (detail: ErrorDetail) => void;
  /** Class of the panel's outer element (for the host's layout). */
  className?: string;
  /** Style of the panel's outer element. */
  style?: CSSProperties;
}

interface Callbacks {
  onReady?: RaiderPanelProps['onReady'];
  onNavigate?: RaiderPanelProps['onNavigate'];
  onSignup?: RaiderPanelProps['onSignup'];
  onError?: RaiderPanelProps['onError'];
}

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
  uiLocale = 'en',
  nonce,
  assetBase,
  iconService,
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
    const app = mountRaiderApp(host, {
      routing,
      // A remount (routing, api, nonce changed) stays on the page the raider was on.
      route: appRef.current?.path ?? first,
      colorMode: mode,
      config: source,
      uiLocale: locale,
      api,
      nonce,
      assetBase,
      iconService,
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
  }, [routing, api, nonce, assetBase, iconService]);

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
