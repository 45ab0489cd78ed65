/**
 * A page's code that could not be loaded, even after the retry: the error boundary reports it as a
 * `chunk` problem rather than as a page that threw while rendering.
 */
export class ChunkLoadError extends Error {
  constructor(path: string, cause: unknown) {
    super(`could not load the code of the page ${path}: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'ChunkLoadError';
  }
}
