import { createApp, type AppInstance, type CreateAppOptions } from './create-app';
import { isolateTyping } from './isolate-typing';
import { findPaintedScreen, precompiledStylesOf, takeOverFirstScreen } from './take-over-first-screen';
import type { FirstScreen } from '../data/first-screen';
import type { PanelControls } from './panel-settings';

export interface MountOptions extends Omit<
  CreateAppOptions,
  'target' | 'styleContainer' | 'kind' | 'colorModeTarget' | 'precompiledStyles'
> {
  /** The first screen the loader painted on this page, if it painted one: its rules need no compiling. */
  paintedScreen?: FirstScreen;
}

export interface RaiderAppHandle extends PanelControls {
  /** Unmounts the app and empties the shadow root it rendered into. */
  unmount(): void;
}

/**
 * Mounts the whole site into an open shadow root of `host` (made if missing), so the host page's CSS
 * cannot reach it and its CSS cannot reach the host page, and keys typed in its fields do not reach the
 * host page's shortcuts. Used by `<raider-panel>` and by React hosts. `unmount()` removes everything it
 * added; the shadow root itself stays (it cannot be detached) and is reused by the next mount.
 */
export function mountRaiderApp(host: HTMLElement, options: MountOptions = {}): RaiderAppHandle {
  const shadowRoot = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
  const target = document.createElement('div');
  shadowRoot.append(target);
  // A first screen the loader painted stays until the app has rendered the same, then gives way to it.
  const painted = findPaintedScreen(shadowRoot);
  const precompiledStyles = painted && options.paintedScreen ? precompiledStylesOf(options.paintedScreen) : undefined;
  const { paintedScreen: _, ...appOptions } = options;
  const app: AppInstance = createApp({
    ...appOptions,
    precompiledStyles,
    target,
    styleContainer: shadowRoot,
    colorModeTarget: host,
    kind: 'widget',
  });
  const stopTakeover = painted ? takeOverFirstScreen(shadowRoot, painted, target) : () => {};
  app.mount();
  const stopIsolatingTyping = isolateTyping(shadowRoot);
  return {
    navigate: (path) => app.navigate(path),
    setColorMode: (mode) => app.setColorMode(mode),
    setConfig: (source) => app.setConfig(source),
    setUiLocale: (locale) => app.setUiLocale(locale),
    unmount() {
      stopIsolatingTyping();
      stopTakeover();
      app.unmount();
      target.remove();
    },
    get path() {
      return app.path;
    },
  };
}
