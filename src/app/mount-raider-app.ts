import type { GuildConfigSource } from '../data';
import type { ColorModePreference } from '../platform';
import { createApp, type AppInstance, type CreateAppOptions } from './create-app';

export type MountOptions = Omit<CreateAppOptions, 'target' | 'styleContainer' | 'kind' | 'colorModeTarget'>;

export interface RaiderAppHandle {
  navigate(path: string): void;
  /** Unmounts the app and empties the shadow root it rendered into. */
  unmount(): void;
  /** Forces a colour mode from the host page; `null` returns to the raider's preference. */
  setColorMode(mode: ColorModePreference | null): void;
  /** Loads another guild config (URL or object) without remounting. */
  setConfig(source: GuildConfigSource): void;
  /** The path currently shown. */
  readonly path: string;
}

/**
 * Mounts the whole site into an open shadow root of `host` (made if missing), so the host page's CSS
 * cannot reach it and its CSS cannot reach the host page. Used by `<raider-panel>` and by React hosts.
 */
export function mountRaiderApp(host: HTMLElement, options: MountOptions = {}): RaiderAppHandle {
  const shadowRoot = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
  const target = document.createElement('div');
  shadowRoot.append(target);
  const app: AppInstance = createApp({ ...options, target, styleContainer: shadowRoot, colorModeTarget: host, kind: 'widget' });
  app.mount();
  return {
    navigate: (path) => app.navigate(path),
    setColorMode: (mode) => app.setColorMode(mode),
    setConfig: (source) => app.setConfig(source),
    unmount() {
      app.unmount();
      target.remove();
    },
    get path() {
      return app.path;
    },
  };
}
