import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { GuildConfig } from '../../src/domain/guild-config-types';
import { findFirstScreenMarker, firstScreenScriptId, type FirstScreen } from '../../src/data/first-screen';
import { writeSiteFirstScreen } from '../../src/data/site-first-screen';
import type { FoundFile } from './static-files';
import { etagOf } from './static-files';
import { withNoncePlaceholders } from './site-security';

/** Text for an HTML element or a double-quoted attribute. */
const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[character]!);

/** JSON inside `<script type="application/json">`: `<` escaped so no `</script>` or `<!--` can end it early. */
const jsonForScript = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The site's index.html as this server sends it: the guild's config written into the page (the
 * `/api/first-screen` answer's config, read by site/main.ts before the first paint) and the head's
 * title and description already the guild's. The site shows the guild's own name from its first
 * frame, never the bundled guild first. A plain static host sends the file as built: the bundled
 * guild is its guild.
 */
export function personalizeSiteIndex(html: string, guild: GuildConfig, screen: FirstScreen | null = null): string {
  const name = escapeHtml(guild.name);
  const script = `<script type="application/json" id="${firstScreenScriptId}">${jsonForScript({ config: guild })}</script>`;
  const marker = findFirstScreenMarker(html);
  const preloads = (marker?.checkerChunks ?? []).map((chunk) => `<link rel="modulepreload" href="${escapeHtml(chunk)}" />`);
  const written = [script, ...preloads].join('\n    ');
  // Replacements are functions: a `$` in a guild's text is text, not a replacement pattern.
  // Without the build's marker (a hand-made page): in the head, else at the end (still read before the
  // deferred module script runs).
  const withAnswer = marker
    ? html.replace(marker.marker, () => written)
    : html.includes('</head>')
      ? html.replace('</head>', () => `    ${written}\n  </head>`)
      : `${html}\n${written}`;
  // The bundled guild's screen the build wrote gives way to this guild's (or to none: never another guild's).
  return writeSiteFirstScreen(withAnswer, screen)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${name}</title>`)
    .replace(
      /(<meta name="description" content=")[^"]*(")/,
      (_, start: string, end: string) => `${start}${escapeHtml(guild.tagline)}${end}`,
    )
    .replace(/(<meta property="og:title" content=")[^"]*(")/, (_, start: string, end: string) => `${start}${name}${end}`);
}

export interface SiteIndex {
  body: string;
  etag: string;
}

/**
 * The personalized index.html, rendered once per version of the file on disk (a new build rewrites it):
 * the guild's config is fixed for the server's life, so every request after the first is a lookup. Its
 * scripts and styles carry a nonce placeholder, which each response replaces (`withNonce`).
 */
export function createSiteIndexCache(
  guild: GuildConfig,
  screen: () => Promise<FirstScreen | null>,
): (file: FoundFile) => Promise<SiteIndex> {
  let cached: { key: string; index: Promise<SiteIndex> } | null = null;
  return (file) => {
    const key = etagOf(file);
    if (cached?.key !== key) {
      const index = Promise.all([readFile(file.path, 'utf8'), screen()]).then(([html, rendered]) => {
        const body = withNoncePlaceholders(personalizeSiteIndex(html, guild, rendered));
        return { body, etag: `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"` };
      });
      // A failed read is not kept: the next request tries again.
      index.catch(() => (cached = cached?.index === index ? null : cached));
      cached = { key, index };
    }
    return cached.index;
  };
}
