import { createRoot, type Root } from 'react-dom/client';
import { createPath, type History } from '@remix-run/router';
import { sampleGuild, type Guild } from '../data';
import { createSessionStore } from '../stores';
import { baseCss, createInstanceEmotion, type Emotion } from '../ui';
import { App } from './App';
import type { AppContextValue } from './app-context';
import { createInstanceHistory, type RoutingMode } from './create-history';
import { createPageRegistry } from './page-registry';

export interface NavigateDetail {
  path: string;
  title: string;
}

export interface CreateAppOptions {
  /** Element the app renders into; it gets the class `rp-root`. */
  target: HTMLElement;
  /** Receives the instance's `<style>` elements: the shadow root, or `document.head` for the site. */
  styleContainer: Node;
  /** `site` owns the document (title, `<html>` classes); a `widget` never touches the host page. @default 'widget' */
  kind?: 'site' | 'widget';
  /** @default 'memory' */
  routing?: RoutingMode;
  /** First path shown (memory routing, or hash routing without a hash in the URL). @default '/' */
  route?: string;
  /** CSP nonce for injected styles. */
  nonce?: string;
  /** The guild the site speaks for. @default sampleGuild */
  guild?: Guild;
  /** @default navigator.userAgent */
  userAgent?: string;
  /** Called after every navigation, including the first render. */
  onNavigate?: (detail: NavigateDetail) => void;
}

export interface AppInstance {
  /** Renders the app and starts its listeners. Calling it twice is a no-op. */
  mount(): void;
  /** Removes the rendered tree, the instance's styles, listeners and timers. */
  unmount(): void;
  /** Goes to a path inside the app (`/raider/signups`). */
  navigate(path: string): void;
  /** The path currently shown. */
  readonly path: string;
  readonly mounted: boolean;
}

/**
 * One app instance: its own stores, router history, style sheet and listeners. Nothing happens until
 * `mount()`, and `unmount()` undoes all of it, so two instances on one page never share state.
 */
export function createApp(options: CreateAppOptions): AppInstance {
  const kind = options.kind ?? 'widget';
  const routing = options.routing ?? 'memory';
  let currentPath = normalizePath(options.route ?? '/');
  let mounted: { root: Root; emotion: Emotion; history: History } | null = null;

  function mount(): void {
    if (mounted) return;
    const emotion = createInstanceEmotion({ container: options.styleContainer, nonce: options.nonce });
    emotion.injectGlobal(baseCss(kind === 'site' ? 'document' : 'host'));
    const history = createInstanceHistory(routing, currentPath);
    const context: AppContextValue = {
      guild: options.guild ?? sampleGuild,
      session: createSessionStore(),
      kind,
      userAgent: options.userAgent ?? (typeof navigator === 'undefined' ? '' : navigator.userAgent),
      onNavigate: (detail) => options.onNavigate?.(detail),
    };
    options.target.classList.add('rp-root');
    const root = createRoot(options.target);
    root.render(<App context={context} emotion={emotion} history={history} pages={createPageRegistry()} />);
    mounted = { root, emotion, history };
  }

  function unmount(): void {
    if (!mounted) return;
    const { root, emotion, history } = mounted;
    // Remembered so a later mount() (e.g. the element moved in the page) comes back to the same page.
    currentPath = createPath(history.location);
    mounted = null;
    // Unmounting runs every effect cleanup: the history listener and anything components started.
    root.unmount();
    // Removes every <style> this instance inserted; nothing stays behind in a shadow root or the head.
    emotion.sheet.flush();
    options.target.classList.remove('rp-root');
  }

  return {
    mount,
    unmount,
    navigate(path) {
      const target = normalizePath(path);
      if (!mounted) {
        currentPath = target;
        return;
      }
      if (target !== createPath(mounted.history.location)) mounted.history.push(target);
    },
    get path() {
      return mounted ? createPath(mounted.history.location) : currentPath;
    },
    get mounted() {
      return mounted !== null;
    },
  };
}

/** Paths inside the app always start with `/`; `raider/signups` and `#/raider/signups` mean the same. */
export function normalizePath(path: string): string {
  const trimmed = path.trim().replace(/^#/, '');
  if (!trimmed) return '/';
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}
