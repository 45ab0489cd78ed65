import { access } from 'node:fs/promises';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { GuildConfig } from '../../src/data';
import type { FirstScreen, RenderFirstScreen } from '../../src/data/first-screen';

/**
 * The guild's first screen, rendered once by the build's renderer (dist/prerender/first-screen.mjs)
 * for the config this server runs with, and kept: the config is fixed for the life of the process, and
 * the screen shows nothing that changes while it runs (the raid card loads after the first paint).
 * Rendering starts at once, so the first request rarely waits; `null` when the build has no renderer
 * (the loader then lets the app paint, as before) or it failed (logged once).
 */
export function createFirstScreenSource(options: {
  rendererPath: string;
  guildConfig: GuildConfig;
  log: (message: string, error: unknown) => void;
}): FirstScreenSource {
  const rendered = render(options).catch((error: unknown) => {
    options.log('[server] the first screen could not be rendered; the site and widgets paint without it:', error);
    return null;
  });
  return (kind) => rendered.then((screens) => screens?.[kind] ?? null);
}

/** The guild's first screen for the widget (`/api/first-screen`) or the site (its index.html), or `null`. */
export type FirstScreenSource = (kind: 'widget' | 'site') => Promise<FirstScreen | null>;

async function render({
  rendererPath,
  guildConfig,
}: {
  rendererPath: string;
  guildConfig: GuildConfig;
}): Promise<Record<'widget' | 'site', FirstScreen> | null> {
  const path = resolve(rendererPath);
  const present = await access(path).then(
    () => true,
    () => false,
  );
  if (!present) return null;
  const { renderFirstScreen } = (await import(pathToFileURL(path).href)) as { renderFirstScreen: RenderFirstScreen };
  return { widget: renderFirstScreen({ guild: guildConfig }), site: renderFirstScreen({ guild: guildConfig, kind: 'site' }) };
}
