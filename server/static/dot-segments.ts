import type { MiddlewareHandler } from 'hono';

/** Whether a raw request path has a `.` or `..` segment, written plainly or percent-encoded (`%2e%2e`). */
export function hasDotSegment(rawPath: string): boolean {
  return rawPath.split('/').some((segment) => {
    const plain = segment.replace(/%2e/gi, '.');
    return plain === '.' || plain === '..';
  });
}

/**
 * Refuses a path with dot segments with 400. The URL parser resolves them before any route sees the
 * path, so `/_ipx/%2e%2e/images/x.svg` would quietly become `/images/x.svg`: a browser never sends such
 * a path, and answering it as another resource only hides a probe. Checked on the raw request line.
 */
export const refuseDotSegments: MiddlewareHandler = async (c, next) => {
  const raw = (c.env as { incoming?: { url?: string } } | undefined)?.incoming?.url;
  if (raw !== undefined && hasDotSegment(raw.split('?')[0] ?? '')) return c.text('Nieprawidłowa ścieżka', 400);
  return next();
};
