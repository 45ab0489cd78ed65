import { createHash } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { Hono, type Context } from 'hono';
import type { GuildConfig } from '../../src/domain/guild-config-types';
import type { FirstScreen } from '../../src/data/first-screen';
import { createImageProxy } from '../images/image-proxy';
import { createSiteIndexCache } from './site-index';
import { newNonce, siteContentSecurityPolicy, siteSecurityHeaders, withNonce } from './site-security';
import { cacheControlFor, contentTypeFor, etagOf, fileBody, fileToServe, resolveInside } from './static-files';

export interface StaticRoutesOptions {
  /** The built site (`dist/site`), served at `/`. */
  siteDir: string;
  /** Host pages showing the embed, served at `/examples/`. */
  examplesDir: string;
  /** Image variants rendered on demand (see `offeredVariants`); others are refused. @default every valid one */
  offeredVariants?: ReadonlySet<string>;
  /** The guild's config, written into the site's index.html (see site-index.ts). @default none: the file as built */
  guildConfig?: GuildConfig;
  /** The guild's site screen rendered ahead of time, written into index.html with the config. @default none */
  siteScreen?: () => Promise<FirstScreen | null>;
  /**
   * Origins whose pages may frame the site (besides its own), read on every request: the site's
   * `frame-ancestors`. @default none
   */
  allowedOrigins?: () => readonly string[];
}

/**
 * The loader and chunks go out with `Access-Control-Allow-Origin: *`: a guild website on another origin
 * imports them as modules. (The API has its own, stricter CORS.)
 */
const sharedHeaders = { 'Access-Control-Allow-Origin': '*', 'X-Content-Type-Options': 'nosniff' };

/** The raw path of the request: decoded exactly once, by `resolveInside`, so `%252e` stays a name. */
const rawPath = (c: Context) => new URL(c.req.url).pathname;

/** The built site at `/`, the examples at `/examples/`, image variants at `/_ipx/` (pre-rendered or on demand). */
export function createStaticRoutes({
  siteDir,
  examplesDir,
  offeredVariants,
  guildConfig,
  siteScreen,
  allowedOrigins = () => [],
}: StaticRoutesOptions): Hono {
  const app = new Hono();
  // Own render cache per server instance.
  const handleImage = createImageProxy({ siteDir, offeredVariants });
  const siteIndex = guildConfig ? createSiteIndexCache(guildConfig, siteScreen ?? (() => Promise.resolve(null))) : null;

  async function sendFile(c: Context, root: string, relativePath: string, urlPath: string, orElse: () => Promise<Response>) {
    const candidate = resolveInside(root, relativePath);
    const file = candidate && (await fileToServe(candidate));
    if (!file) return orElse();
    const etag = etagOf(file);
    const headers: Record<string, string> = {
      ...sharedHeaders,
      'Content-Type': contentTypeFor(file.path),
      'Cache-Control': cacheControlFor(urlPath),
      ETag: etag,
    };
    if (c.req.header('if-none-match') === etag) return new Response(null, { status: 304, headers });
    headers['Content-Length'] = String(file.size);
    return new Response(c.req.method === 'HEAD' ? null : fileBody(file), { status: 200, headers });
  }

  const notFound = async () =>
    new Response('Nie znaleziono', {
      status: 404,
      headers: { ...sharedHeaders, 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' },
    });

  app.get('/_ipx/*', async (c) => {
    const answer = await handleImage(rawPath(c));
    return new Response(c.req.method === 'HEAD' ? null : (answer.body as BodyInit), {
      status: answer.status,
      headers: { ...answer.headers, ...sharedHeaders },
    });
  });

  app.get('/examples', (c) => c.redirect('/examples/', 301));

  app.get('/examples/*', (c) => {
    const relativePath = rawPath(c).slice('/examples'.length);
    return sendFile(c, examplesDir, relativePath, rawPath(c), async () => (relativePath === '/' ? listExamples(examplesDir) : notFound()));
  });

  if (siteIndex) {
    /**
     * The page with a fresh nonce per response, under its CSP (see site-security.ts). The ETag names the
     * page and the framing origins, not the nonce: a 304 sends no CSP, so the browser keeps the one that
     * came with its copy, whose nonce is the copy's; a change of the allowed origins changes the ETag.
     */
    const sendIndex = async (c: Context) => {
      const file = await fileToServe(join(siteDir, 'index.html'));
      if (!file) return notFound();
      const { body, etag: pageEtag } = await siteIndex(file);
      const origins = allowedOrigins();
      const etag = `W/"${createHash('sha256')
        .update(`${pageEtag} ${origins.join(' ')}`)
        .digest('base64url')
        .slice(0, 22)}"`;
      const headers: Record<string, string> = {
        ...sharedHeaders,
        ...siteSecurityHeaders,
        'Content-Type': contentTypeFor(file.path),
        'Cache-Control': cacheControlFor('/'),
        ETag: etag,
      };
      if (c.req.header('if-none-match') === etag) return new Response(null, { status: 304, headers });
      const nonce = newNonce();
      const page = withNonce(body, nonce);
      headers['Content-Security-Policy'] = siteContentSecurityPolicy(nonce, origins);
      headers['Content-Length'] = String(Buffer.byteLength(page));
      return new Response(c.req.method === 'HEAD' ? null : page, { status: 200, headers });
    };
    app.get('/', sendIndex);
    app.get('/index.html', sendIndex);
  }

  app.get('*', (c) => sendFile(c, siteDir, rawPath(c), rawPath(c), notFound));

  app.all('*', () => new Response(null, { status: 405, headers: { Allow: 'GET, HEAD' } }));
  return app;
}

async function listExamples(examplesDir: string): Promise<Response> {
  const pages = (await readdir(examplesDir)).filter((name) => name.endsWith('.html')).sort();
  const items = pages.map((name) => `<li><a href="./${name}">${name}</a></li>`).join('');
  return new Response(
    `<!doctype html><html lang="pl"><meta charset="utf-8"><title>Przykłady osadzenia</title><h1>Przykłady osadzenia</h1><ul>${items}</ul></html>`,
    { headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' } },
  );
}
