/**
 * The script-tag loader, `raider-panel.js`: a tiny classic script that imports the content-hashed core
 * and defines `<raider-panel>`. The core's path is resolved against this script's own URL, so a guild
 * site on another origin can include it from ours.
 *
 * It also owns `window.RaiderPanel`, the page's command function. A page may call it before this
 * script has loaded through the usual snippet, which only queues the calls:
 *   window.RaiderPanel = window.RaiderPanel || function () { (RaiderPanel.q = RaiderPanel.q || []).push(arguments) };
 * The queued calls run in order once the core is in, before the element is defined (so `on` listeners
 * hear the first `ready`); later calls run at once.
 */
import type { createCommandRunner } from './commands';
import { paintFirstScreen } from './paint-first-screen';
import type { FirstScreen } from '../src/data/first-screen';

declare const __RAIDER_PANEL_CORE__: string;
/** The chunks the core imports statically (relative to this script, like the core). */
declare const __RAIDER_PANEL_CORE_IMPORTS__: string[];
declare const __RAIDER_PANEL_VERSION__: string;
/** The config checker's chunk and its static imports: a first-screen config is checked before it shows. */
declare const __RAIDER_PANEL_CONFIG_CHECKER__: string[];

/** How long the first paint waits for the guild's server before it shows the bundled guild. */
const firstScreenTimeoutMs = 3000;

type Call = ArrayLike<unknown>;

interface Core {
  createCommandRunner: typeof createCommandRunner;
  startRaiderPanel(options: {
    settings: Record<string, string | undefined>;
    firstScreen?: Promise<unknown>;
    paintedScreen?: FirstScreen;
  }): void;
}

/**
 * `GET <server>/api/first-screen`: the guild's config, sign-in options and health in one request, so
 * the first frame shows the guild's own name. Resolves to the body, or `null` when no server of ours
 * answers in time (a plain static host: the bundled guild is the guild).
 */
function askFirstScreen(url: string): Promise<unknown> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), firstScreenTimeoutMs);
  return fetch(url, { signal: controller.signal, credentials: 'omit', headers: { accept: 'application/json' } })
    .then((answer) => (answer.ok ? answer.json() : null))
    .catch(() => null)
    .finally(() => clearTimeout(timer));
}

interface CommandFunction {
  (...args: unknown[]): unknown;
  q?: Call[];
  version?: string;
}

(() => {
  const page = window as unknown as { RaiderPanel?: CommandFunction };
  // Included twice: the first copy already owns the page (or is loading the core for it).
  if (page.RaiderPanel?.version || customElements.get('raider-panel')) return;
  const queue: Call[] = page.RaiderPanel?.q ?? [];
  // The runner (and its warnings) comes with the core: no call runs before the core is in anyway.
  let run: ReturnType<typeof createCommandRunner> | undefined;
  const api: CommandFunction = function () {
    // `arguments`, as the snippet queues them: a queued call and a later one look the same to the runner.
    // eslint-disable-next-line prefer-rest-params -- see above
    if (run) return run(arguments);
    // eslint-disable-next-line prefer-rest-params -- see above
    queue.push(arguments);
  };
  api.q = queue;
  api.version = __RAIDER_PANEL_VERSION__;
  page.RaiderPanel = api;

  // currentScript is only set while this script runs, so the settings are read now.
  const script = document.currentScript as HTMLScriptElement | null;
  const settings: Record<string, string | undefined> = { ...script?.dataset };
  // A page that allows scripts by nonce usually allows styles by the same one.
  if (!settings.nonce && script?.nonce) settings.nonce = script.nonce;
  const base = script?.src || document.baseURI;
  const coreUrl = new URL(__RAIDER_PANEL_CORE__, base).href;
  // Elements on the default backend (the server this script came from) show its guild from the first
  // frame: its config and its first screen, rendered ahead of time, come in parallel with the core, then
  // the checker that vets the config. That request goes out first: the first paint waits for it, and
  // making the preload links below costs a few milliseconds of a slow phone. A plain static host answers
  // with the bundled guild's screen (the build's api/first-screen file) and no config, so no checker is
  // downloaded. A page that names another backend (`data-api`) keeps the elements' own way of loading it.
  const firstScreen = settings.api ? undefined : askFirstScreen(new URL('api/first-screen', base).href);
  // The core and its own imports start downloading at once, all together, but are only preloaded: they
  // run once the first screen is painted, so their evaluation never holds the paint back. A failure
  // there surfaces through the core's import below.
  for (const chunk of [__RAIDER_PANEL_CORE__, ...__RAIDER_PANEL_CORE_IMPORTS__]) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = new URL(chunk, base).href;
    if (settings.nonce) link.nonce = settings.nonce;
    document.head.append(link);
  }
  let paintedScreen: FirstScreen | undefined;
  const painted = firstScreen?.then((answer) => {
    const { config, screen } = (answer ?? {}) as { config?: unknown; screen?: FirstScreen };
    if (config) for (const chunk of __RAIDER_PANEL_CONFIG_CHECKER__) import(new URL(chunk, base).href).catch(() => {});
    // The screen rendered ahead of time shows while the core is still on its way (not for a page whose
    // elements all take another config or language: the screen would be another guild's).
    if (!screen || settings.config || settings.uiLocale) return;
    const paint = () => {
      if (paintFirstScreen(screen, base, settings)) paintedScreen = screen;
    };
    if (document.readyState !== 'loading') return paint();
    return new Promise<void>((done) => document.addEventListener('DOMContentLoaded', () => done(paint()), { once: true }));
  });
  Promise.resolve(painted)
    // The core's evaluation is one long task: it waits until the frame that shows the painted screen has
    // been drawn, so the screen is not held back by it.
    .then(() => paintedScreen && new Promise((drawn) => requestAnimationFrame(() => setTimeout(drawn))))
    .then(() => import(coreUrl))
    .then(
      (core: Core) => {
        const runner = (run = core.createCommandRunner(document));
        for (const call of queue.splice(0)) runner(call);
        core.startRaiderPanel({ settings, firstScreen, paintedScreen });
      },
      (error: unknown) => console.error('[raider-panel] could not load the widget from', coreUrl, error),
    );
})();
