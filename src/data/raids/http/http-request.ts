import { fetchAnswer, type FetchAnswer } from '../../../platform/fetch-text';
import { RaidApiError, raidApiMessages, type RaidApiErrorCode } from '../../../domain/raid-api-error';

export interface HttpRequestOptions {
  /** Base URL of the guild's API, e.g. `https://guild.example/api` (no trailing slash). */
  baseUrl: string;
  /** @default globalThis.fetch */
  fetch?: typeof fetch;
  /** Time for one request, answer included. @default 10000 */
  timeoutMs?: number;
  /**
   * The signal of the app using the requests now, read as each request starts: reads (GET) still out
   * when it aborts (the app unmounted) are cancelled, as their callers are gone and a request still out
   * would keep them alive until it is answered. Writes are left to finish: a raider's answer already
   * sent is still saved.
   */
  signal?: () => AbortSignal | undefined;
}

interface RequestInput {
  token?: string;
  body?: unknown;
  query?: Record<string, string>;
  /** Time for this request when it is not the usual (a large upload). */
  timeoutMs?: number;
}

/** Codes the server may send that the panel reacts to as they are. */
const passedOn: readonly RaidApiErrorCode[] = [
  'invalid',
  'unauthorized',
  'forbidden',
  'not-found',
  'locked',
  'past',
  'taken',
  'last-admin',
];

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Seconds from a `Retry-After` header (seconds or an HTTP date); at least 1, 60 when missing. */
function retryAfterSeconds(header: string | null): number {
  if (header && /^\d+$/.test(header.trim())) return Math.max(1, Number(header));
  const date = header ? Date.parse(header) : NaN;
  return Number.isNaN(date) ? 60 : Math.max(1, Math.ceil((date - Date.now()) / 1000));
}

/**
 * The RaidApiError for an error answer. Our server's `{ error: { code, message, fields } }` is passed on;
 * anything else (a proxy's page, a 5xx) means the guild's server did not really answer: `unavailable`.
 */
export function errorOfAnswer(answer: FetchAnswer): RaidApiError {
  const body = parseJson(answer.text);
  const error = isRecord(body) && isRecord(body.error) ? body.error : undefined;
  const code = error?.code as RaidApiErrorCode | undefined;
  const said = typeof error?.message === 'string' && error.message.trim() ? error.message : undefined;
  if (answer.status === 429) {
    // Our server says which limit it is (failed sign-ins, an address, Raid-Helper's); a proxy's 429 does not.
    const limit = code === 'rate-limited' ? said : undefined;
    return new RaidApiError('rate-limited', limit ?? raidApiMessages.tooManyRequests(retryAfterSeconds(answer.headers.get('retry-after'))));
  }
  // Our server answered but failed (a fault, storage it cannot write, an outside service's answer it
  // could not use): its message says what happened, which "could not connect" would not.
  if (answer.status >= 500 && said && ['server-error', 'unavailable', 'bad-gateway'].includes(code as string)) {
    return new RaidApiError('unavailable', said);
  }
  if (answer.status >= 500 || !error || !code || !passedOn.includes(code) || typeof error.message !== 'string') {
    return new RaidApiError('unavailable', raidApiMessages.unavailable);
  }
  const fields = isRecord(error.fields)
    ? Object.fromEntries(Object.entries(error.fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'))
    : {};
  return new RaidApiError(code, error.message, fields);
}

/** Sends one API request; resolves with the JSON of a 2xx answer (`undefined` for 204), else throws a RaidApiError. */
export function createHttpRequest({ baseUrl, fetch, timeoutMs = 10_000, signal }: HttpRequestOptions) {
  return async function request<T>(method: string, path: string, { token, body, query, ...options }: RequestInput = {}): Promise<T> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (token !== undefined) headers.authorization = `Bearer ${token}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const url = `${baseUrl}${path}${query ? `?${new URLSearchParams(query)}` : ''}`;
    let answer: FetchAnswer;
    try {
      answer = await fetchAnswer(url, {
        method,
        headers,
        timeoutMs: options.timeoutMs ?? timeoutMs,
        fetch,
        signal: method === 'GET' ? signal?.() : undefined,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch {
      // Offline, refused, CORS-blocked or too slow: for the raider it is all "the server did not answer".
      throw new RaidApiError('unavailable', raidApiMessages.unavailable);
    }
    if (answer.status < 200 || answer.status > 299) throw errorOfAnswer(answer);
    if (answer.status === 204) return undefined as T;
    const value = parseJson(answer.text);
    if (value === undefined) throw new RaidApiError('unavailable', raidApiMessages.unavailable);
    return value as T;
  };
}
