/**
 * The script-tag loader, `raider-panel.js`: a small classic script. It owns `window.RaiderPanel` (calls
 * the page made before it loaded, queued by the snippet in docs/embedding.md, run in order once the core
 * is in), asks the guild's server for the first screen, paints it, then imports the content-hashed core
 * (resolved against this script's own URL, so a guild site on another origin can include it from ours)
 * and defines `<raider-panel>`.
 */
import type * as CoreModule from './core';
import { paintFirstScreen } from './paint-first-screen';
import type { FirstScreen } from '../src/data/first-screen';
import { ServerPath } from '../src/data/raids/server-paths';

declare const __RAIDER_PANEL_CORE__: string;
/** The chunks the core imports statically (relative to this script, like the core). */
declare const __RAIDER_PANEL_CORE_IMPORTS__: string[];
declare const __RAIDER_PANEL_VERSION__: string;
/** The config checker's chunk and its static imports: a first-screen config is checked before it shows. */
declare const __RAIDER_PANEL_CONFIG_CHECKER__: string[];

/** How long the first paint waits for the guild's server before it shows the bundled guild. */
const firstScreenTimeoutMs = 3000;

/** `GET <server>/api/first-screen`: its body, or `null` when no server of ours answers in time. */
function askFirstScreen(url: string): Promise<unknown> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), firstScreenTimeoutMs);
  return fetch(url, { signal: controller.signal, credentials: 'omit', headers: { accept: 'application/json' } })
    .then((answer) => (answer.ok ? answer.json() : null))
    .catch(() => null)
    .finally(() => clearTimeout(timer));
}

type Core = typeof CoreModule;
interface CommandFunction {
  (...args: unknown[]): unknown;
  q?: ArrayLike<unknown>[];
  version?: string;
}

(() => {
  const page = window as unknown as { RaiderPanel?: CommandFunction };
  // Included twice: the first copy already owns the page (or is loading the core for it).
  if (page.RaiderPanel?.version || customElements.get('raider-panel')) return;
  const queue = page.RaiderPanel?.q ?? [];
  let run: ReturnType<Core['createCommandRunner']> | undefined;
  // `arguments`, as the snippet queues them: a queued call and a later one look the same to the runner.
  const api: CommandFunction = function () {
    // eslint-disable-next-line prefer-rest-params -- see above
    return run ? run(arguments) : void queue.push(arguments);
  };
  Object.assign(api, { q: queue, version: __RAIDER_PANEL_VERSION__ });
  page.RaiderPanel = api;

  // currentScript is only set while this script runs. A page that allows scripts by nonce usually
  // allows styles by the same one.
  const script = document.currentScript as HTMLScriptElement | null;
  const settings: Record<string, string | undefined> = { nonce: script?.nonce || undefined, ...script?.dataset };
  const base = script?.src || document.baseURI;
  const at = (file: string) => new URL(file, base).href;
  // Elements on the default backend show its guild from the first frame: its config and first screen
  // come in one request, sent first. A plain static host answers with the build's file (the bundled
  // guild, no config: no checker needed). A page naming another backend (`data-api`) paints nothing.
  const firstScreen = settings.api ? undefined : askFirstScreen(at('api' + ServerPath.firstScreen));
  // The core and its imports download at once but run only after the paint (their evaluation is one
  // long task); a failure surfaces through the import below.
  for (const chunk of [__RAIDER_PANEL_CORE__, ...__RAIDER_PANEL_CORE_IMPORTS__]) {
    document.head.append(
      Object.assign(document.createElement('link'), { rel: 'modulepreload', href: at(chunk), nonce: settings.nonce ?? '' }),
    );
  }
  let paintedScreen: FirstScreen | undefined;
  const painted = firstScreen?.then(async (answer) => {
    const { config, screen } = (answer ?? {}) as { config?: unknown; screen?: FirstScreen };
    if (config) for (const chunk of __RAIDER_PANEL_CONFIG_CHECKER__) import(at(chunk)).catch(() => {});
    // Not for a page whose elements all take another config or language: the screen would be another guild's.
    if (!screen || settings.config || settings.uiLocale) return;
    if (document.readyState === 'loading')
      await new Promise((parsed) => document.addEventListener('DOMContentLoaded', parsed, { once: true }));
    if (paintFirstScreen(screen, base, settings)) paintedScreen = screen;
    // The core waits until the frame that shows the painted screen has been drawn.
    if (paintedScreen) await new Promise((drawn) => requestAnimationFrame(() => setTimeout(drawn)));
  });
  Promise.resolve(painted)
    .then(() => import(at(__RAIDER_PANEL_CORE__)))
    .then(
      (core: Core) => {
        run = core.createCommandRunner(document);
        for (const call of queue.splice(0)) run(call);
        core.defineRaiderPanel({ settings, firstScreen, paintedScreen });
      },
      (error: unknown) => console.error('[raider-panel] could not load the widget from', at(__RAIDER_PANEL_CORE__), error),
    );
})();
