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

export interface FetchAnswerOptions extends FetchTextOptions {
  /** @default 'GET' */
  method?: string;
  body?: string;
}

/** A complete answer: status, headers and the whole body as text. */
export interface FetchAnswer {
  status: number;
  headers: Headers;
  text: string;
}

/**
 * Sends a request and reads the whole answer within a time limit, whatever its status. Rejects with
 * `FetchTimeoutError` on timeout and with the fetch's own error otherwise, so callers share the abort
 * and timer bookkeeping and only decide what a status means.
 */
export async function fetchAnswer(
  url: string,
  { timeoutMs, signal, headers, fetch: fetchImpl, method, body }: FetchAnswerOptions,
): Promise<FetchAnswer> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const cancel = () => controller.abort();
  if (signal?.aborted) controller.abort();
  signal?.addEventListener('abort', cancel);
  const init: RequestInit = { signal: controller.signal };
  if (headers) init.headers = headers;
  if (method) init.method = method;
  if (body !== undefined) init.body = body;
  try {
    const response = await (fetchImpl ?? globalThis.fetch)(url, init);
    const text = await response.text();
    if (controller.signal.aborted) throw new Error('aborted');
    return { status: response.status, headers: response.headers, text };
  } catch (error) {
    throw timedOut ? new FetchTimeoutError(timeoutMs) : error;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', cancel);
  }
}

/**
 * GETs a URL as text within a time limit. Rejects with `FetchTimeoutError` on timeout, with
 * `HTTP <status>` for an error status, and with the fetch's own error otherwise, so a caller can word
 * each case for the raider's console.
 */
export async function fetchText(url: string, options: FetchTextOptions): Promise<string> {
  const answer = await fetchAnswer(url, options);
  if (answer.status < 200 || answer.status > 299) throw new Error(`HTTP ${answer.status}`);
  return answer.text;
}
