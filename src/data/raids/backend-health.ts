/**
 * What the guild's server answers at `GET /api/health` when it works: the server sends exactly this and
 * the browser's backend probe looks for exactly this. Kept apart from the probe so the server shares the
 * answer without importing browser fetch code.
 */
export const backendHealth = { service: 'raider-panel', status: 'ok' } as const;

/**
 * The health answer's extra field for a request that carries `Origin`: whether the server lets that page
 * use the API (its own origin or one of `ALLOWED_ORIGINS`). The health check itself is readable from any
 * origin, so a refused page can still learn why.
 */
export interface BackendHealthAnswer {
  service: typeof backendHealth.service;
  status: string;
  /** The asking page's origin, as the server saw it; absent without an `Origin` header. */
  origin?: string;
  originAllowed?: boolean;
}

/**
 * The server's health answer (`GET /api/health`, and the first screen's `health`): `200` with
 * `backendHealth` while its database answers, else `503` with `database-unavailable`, which the probe
 * reads as a server that is there but busy, never as "no server"; for a request that carries `Origin`,
 * the page's origin and whether it may use the API.
 */
export function healthAnswer(
  databaseAnswers: boolean,
  origin: string | undefined,
  originAllowed: boolean,
): { status: 200 | 503; body: BackendHealthAnswer } {
  const originFields = origin === undefined ? {} : { origin, originAllowed };
  return databaseAnswers
    ? { status: 200, body: { ...backendHealth, ...originFields } }
    : { status: 503, body: { service: backendHealth.service, status: 'database-unavailable', ...originFields } };
}

/**
 * What a health check found out:
 * - `ok`: the guild's server answers and lets this page use it.
 * - `demo`: there is no guild server at all (a static host: 404, or an answer that is not its JSON), so
 *   the browser-only demo store is the backend.
 * - `unavailable`: a server may be there but did not answer usefully (network error, timeout, 5xx, a
 *   database that cannot be written): try again later, never fall back to the demo store.
 * - `refused-origin`: the guild's server answers but does not let this page's origin use the API.
 */
export type BackendHealthVerdict = 'ok' | 'demo' | 'unavailable' | 'refused-origin';

/** What an instance knows about its backend: `checking` until the first health check is done. */
export type BackendStatus = BackendHealthVerdict | 'checking';

/** What came back from `GET <api>/health`: an answer (any status), or no answer at all (network, timeout). */
export type HealthCheckOutcome = { answered: true; status: number; text: string } | { answered: false };

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * The one place that decides what a health check's outcome means: the adapter choice, the widget's
 * notice and any early combined request all read an answer the same way.
 */
export function interpretHealthAnswer(outcome: HealthCheckOutcome): BackendHealthVerdict {
  if (!outcome.answered) return 'unavailable';
  const body = parseJson(outcome.text) as (Partial<BackendHealthAnswer> & { code?: unknown }) | null | undefined;
  const fromGuildServer = typeof body === 'object' && body !== null && body.service === backendHealth.service;
  // An older server refuses the health check itself for a foreign page, with its JSON 403.
  if (outcome.status === 403 && body?.code === 'forbidden-origin') return 'refused-origin';
  if (fromGuildServer) {
    if (outcome.status === 200 && body.status === backendHealth.status) return body.originAllowed === false ? 'refused-origin' : 'ok';
    return 'unavailable';
  }
  if (outcome.status >= 500 || outcome.status === 429 || outcome.status === 408) return 'unavailable';
  // A 404-like status, an HTML page for every path, or some other service's JSON: no guild server there.
  return 'demo';
}
