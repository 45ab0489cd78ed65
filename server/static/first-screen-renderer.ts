import { access } from 'node:fs/promises';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { GuildConfig } from '../../src/data';
import type { FirstScreen, RenderFirstScreen } from '../../src/data/first-screen';

/** The guild's first screen for the widget (`/api/first-screen`) or the site (its index.html), or `null`. */
export type FirstScreenSource = (kind: 'widget' | 'site') => Promise<FirstScreen | null>;

/**
 * The guild's first screens, rendered at start by the build's renderer (dist/prerender/first-screen.mjs)
 * for the config this server runs with, and kept: the config is fixed for the process's life, and the
 * screen shows nothing that changes while it runs (the raid card loads after the first paint). `null`
 * without a renderer (the app then paints it itself) or when rendering failed (logged once).
 */
export function createFirstScreenSource(options: {
  rendererPath: string;
  guildConfig: GuildConfig;
  log: (message: string, error: unknown) => void;
}): FirstScreenSource {
  const path = resolve(options.rendererPath);
  const guild = options.guildConfig;
  const rendered = access(path)
    .then(
      async () => {
        const { renderFirstScreen } = (await import(pathToFileURL(path).href)) as { renderFirstScreen: RenderFirstScreen };
        return { widget: renderFirstScreen({ guild }), site: renderFirstScreen({ guild, kind: 'site' }) };
      },
      () => null,
    )
    .catch((error: unknown) => {
      options.log('[server] the first screen could not be rendered; the site and widgets paint without it:', error);
      return null;
    });
  return async (kind) => (await rendered)?.[kind] ?? null;
}
