/** A request that got no full answer in time; its message says how long was waited. */
export class FetchTimeoutError extends Error {
  constructor(readonly timeoutMs: number) {
    super(`no answer within ${timeoutMs} ms`);
    this.name = 'FetchTimeoutError';
  }
}

export interface FetchTextOptions {
  /** Time for the whole answer, body included: a slow body counts against the same limit. */
  timeoutMs: number;
  /** Cancels the request from outside (an unmount); the rejection is then the abort's. */
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** @default globalThis.fetch */
  fetch?: typeof fetch;
}

/**
 * GETs a URL as text within a time limit. Rejects with `FetchTimeoutError` on timeout, with
 * `HTTP <status>` for an error status, and with the fetch's own error otherwise, so a caller can word
 * each case for the raider's console without repeating the abort and timer bookkeeping.
 */
export async function fetchText(url: string, { timeoutMs, signal, headers, fetch: fetchImpl }: FetchTextOptions): Promise<string> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const cancel = () => controller.abort();
  if (signal?.aborted) controller.abort();
  signal?.addEventListener('abort', cancel);
  try {
    const response = await (fetchImpl ?? globalThis.fetch)(url, headers ? { signal: controller.signal, headers } : { signal: controller.signal });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const text = await response.text();
    if (controller.signal.aborted) throw new Error('aborted');
    return text;
  } catch (error) {
    throw timedOut ? new FetchTimeoutError(timeoutMs) : error;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', cancel);
  }
}
