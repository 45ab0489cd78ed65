import { createReadStream } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { createImageProxy } from '../src/platform/image-proxy';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.ico': 'image/x-icon',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.jpg': 'image/jpeg',
  '.txt': 'text/plain; charset=utf-8',
};

/** Hashed assets never change under their name; everything else must be re-checked so updates show. */
export function cacheControlFor(urlPath: string): string {
  if (urlPath.startsWith('/assets/') || urlPath.startsWith('/_ipx/')) return 'public, max-age=31536000, immutable';
  if (urlPath === '/raider-panel.js') return 'public, max-age=300';
  return 'no-cache';
}

/**
 * Maps a URL path to a file inside `root`. `..` segments are clamped at the root by normalising the
 * path first; `null` for undecodable paths, null bytes, or anything that still resolves outside.
 */
export function resolveInside(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const absoluteRoot = resolve(root);
  const file = resolve(absoluteRoot, `.${normalize(`/${decoded}`)}`);
  return file === absoluteRoot || file.startsWith(absoluteRoot + sep) ? file : null;
}

async function fileToServe(path: string): Promise<string | null> {
  try {
    const info = await stat(path);
    if (info.isFile()) return path;
    if (info.isDirectory()) {
      const index = join(path, 'index.html');
      return (await stat(index).catch(() => null))?.isFile() ? index : null;
    }
  } catch {
    // Missing file: answered with 404 below.
  }
  return null;
}

export interface StaticServerOptions {
  port: number;
  host?: string;
  siteDir: string;
  examplesDir: string;
}

/**
 * Serves the built site at `/` and the embedding examples at `/examples/`. The loader and chunks are
 * sent with `Access-Control-Allow-Origin: *`: a guild site on another origin imports them as modules.
 */
export function startServer({ port, host, siteDir, examplesDir }: StaticServerOptions): Promise<Server> {
  // Image variants: the build's pre-rendered files, or rendered on demand (own cache per server).
  const handleImage = createImageProxy({ siteDir });

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    if (url.pathname.startsWith('/_ipx/')) {
      const answer = await handleImage(url.pathname);
      response.writeHead(answer.status, { ...answer.headers, 'Access-Control-Allow-Origin': '*', 'X-Content-Type-Options': 'nosniff' });
      response.end(request.method === 'HEAD' ? undefined : answer.body);
      return;
    }
    const inExamples = url.pathname === '/examples' || url.pathname.startsWith('/examples/');
    if (url.pathname === '/examples') {
      response.writeHead(301, { Location: '/examples/' }).end();
      return;
    }
    const root = inExamples ? examplesDir : siteDir;
    const relativePath = inExamples ? url.pathname.slice('/examples'.length) : url.pathname;
    const candidate = resolveInside(root, relativePath);
    const file = candidate && (await fileToServe(candidate));
    if (!file) {
      if (inExamples && relativePath === '/') return listExamples(response, examplesDir);
      response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Nie znaleziono');
      return;
    }
    response.writeHead(200, {
      'Content-Type': contentTypes[extname(file)] ?? 'application/octet-stream',
      'Cache-Control': cacheControlFor(url.pathname),
      'Access-Control-Allow-Origin': '*',
      'X-Content-Type-Options': 'nosniff',
    });
    if (request.method === 'HEAD') response.end();
    else createReadStream(file).pipe(response);
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      console.error(error);
      if (!response.headersSent) response.writeHead(500).end();
      else response.destroy();
    });
  });
  return new Promise((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolvePromise(server));
  });
}

async function listExamples(response: ServerResponse, examplesDir: string): Promise<void> {
  const pages = (await readdir(examplesDir)).filter((name) => name.endsWith('.html')).sort();
  const items = pages.map((name) => `<li><a href="./${name}">${name}</a></li>`).join('');
  response
    .writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' })
    .end(`<!doctype html><html lang="pl"><meta charset="utf-8"><title>Przykłady osadzenia</title><h1>Przykłady osadzenia</h1><ul>${items}</ul></html>`);
}
