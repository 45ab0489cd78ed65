import type { GuildConfig } from '../domain/guild-config-types';

/**
 * `GET /api/first-screen`: what the first screen needs from the guild's server, in one request the
 * script-tag loader starts together with the core (and the server writes into the site's HTML). The
 * server builds it; the browser only reads it, so nothing here trusts the body: the config is still
 * checked by the config checker before it is shown.
 */
export interface FirstScreenAnswer {
  /** The guild's config, as `GET /api/config` answers it. */
  config: unknown;
  /** As `GET /api/sign-in-options` answers it. */
  signInOptions?: unknown;
  /** As `GET /api/health` answers it (its body; the status is in `health.status`). */
  health?: unknown;
  /** The first screen rendered ahead of time for the guild's config, when the server can render it. */
  screen?: FirstScreen;
}

/**
 * A first screen rendered ahead of time (render-first-screen.tsx): the markup of one route's
 * `.rp-root` and every CSS rule it needs, for the loader to paint before the app has run.
 */
export interface FirstScreen {
  /** The route it shows. */
  route: string;
  html: string;
  /** The instance's base rules, then every component rule the markup uses (emotion's `.rp-<name>`). */
  css: string;
}

/** The colour switch's button in a first screen's markup (rendered for `system`: `paintColorSwitch`). */
export const colorSwitchSelector = 'button[data-preference]';

/** The renderer's entry (src/app/render-first-screen.tsx), as the build's Node bundle exports it. */
export type RenderFirstScreen = (options: { guild: GuildConfig; kind?: 'widget' | 'site' }) => FirstScreen;

/**
 * The asset base a first screen is rendered with: a name no real server has, which the loader replaces
 * with its own base (images come from the server the loader came from, like the app's).
 */
export const firstScreenAssetBase = 'https://raider-panel.invalid/';

/**
 * The route rendered ahead of time: the home page, public and the same for every visitor, where the
 * widget and the site open (the painter, the site's script and the app compare it with the route to show).
 */
export const firstScreenRoute = '/';

/** Attribute of a first screen's root (`.rp-root`) until the app hydrates it: the loader paints it. */
export const paintedScreenAttribute = 'data-first-screen';

/** Id of the `<script type="application/json">` the server writes the answer into, in the site's HTML. */
export const firstScreenScriptId = 'raider-panel-first-screen';

/** The answer when `body` has the shape of one (a config present), else `null`. */
export function readFirstScreen(body: unknown): FirstScreenAnswer | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  const answer = body as Partial<FirstScreenAnswer>;
  return typeof answer.config === 'object' && answer.config !== null ? (answer as FirstScreenAnswer) : null;
}

/**
 * The comment the build leaves in the site's index.html where the guild's server writes the answer; it
 * lists the config checker's chunks, which the server preloads with it (the first paint checks the
 * config). A plain static host leaves the comment as it is.
 */
export function firstScreenMarker(checkerChunks: readonly string[]): string {
  return `<!-- raider-panel:first-screen ${checkerChunks.join(' ')} -->`;
}

/** The marker in `html` and the chunks it lists, or `null` when the page has none. */
export function findFirstScreenMarker(html: string): { marker: string; checkerChunks: string[] } | null {
  const found = /<!-- raider-panel:first-screen ([^>]*?) ?-->/.exec(html);
  if (!found) return null;
  return { marker: found[0], checkerChunks: found[1]!.split(' ').filter(Boolean) };
}
