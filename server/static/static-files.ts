import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';

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

export const contentTypeFor = (file: string): string => contentTypes[extname(file).toLowerCase()] ?? 'application/octet-stream';

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

export interface FoundFile {
  path: string;
  size: number;
  modifiedMs: number;
}

/** The file to send for a path: the file itself, or a directory's `index.html`; `null` when neither. */
export async function fileToServe(path: string): Promise<FoundFile | null> {
  const info = await stat(path).catch(() => null);
  if (info?.isFile()) return { path, size: info.size, modifiedMs: info.mtimeMs };
  if (!info?.isDirectory()) return null;
  const index = join(path, 'index.html');
  const indexInfo = await stat(index).catch(() => null);
  return indexInfo?.isFile() ? { path: index, size: indexInfo.size, modifiedMs: indexInfo.mtimeMs } : null;
}

/** A weak validator from size and modification time: cheap, and changes whenever the build rewrites the file. */
export const etagOf = (file: FoundFile): string => `W/"${file.size.toString(16)}-${Math.floor(file.modifiedMs).toString(16)}"`;

/** The file's bytes as a web stream, for a `Response` body. */
export const fileBody = (file: FoundFile): ReadableStream => Readable.toWeb(createReadStream(file.path)) as ReadableStream;
