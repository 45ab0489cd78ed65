import type { Hono } from 'hono';
import { expect } from 'vitest';

/** Servers answering in-process (`startTestServer({ inProcess: true })`), by their made-up origin. */
const inProcessApps = new Map<string, Hono>();

/** Makes `call()` to `origin` go to `app.request()`: the whole app, without a socket. */
export function answerInProcess(origin: string, app: Hono): () => void {
  inProcessApps.set(origin, app);
  return () => inProcessApps.delete(origin);
}

/** `fetch`, or the in-process app when `url` is one of theirs. */
export function fetchAnswer(url: string, init: RequestInit = {}): Promise<Response> {
  const app = inProcessApps.get(new URL(url).origin);
  return app ? Promise.resolve(app.request(url, init)) : fetch(url, init);
}

export interface ApiAnswer {
  status: number;
  headers: Headers;
  /** Parsed JSON body, or the raw text when it is not JSON (`undefined` when empty). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each test reads the shape its endpoint answers
  body: any;
}

export interface CallOptions {
  token?: string;
  /** Sent as JSON unless it is already a string. */
  body?: unknown;
  headers?: Record<string, string>;
}

/** One raw HTTP call, for tests that check statuses, headers and error bodies exactly. */
export async function call(url: string, method: string, { token, body, headers = {} }: CallOptions = {}): Promise<ApiAnswer> {
  const sent: Record<string, string> = { ...headers };
  if (token !== undefined) sent.authorization = `Bearer ${token}`;
  if (body !== undefined && typeof body !== 'string') sent['content-type'] ??= 'application/json';
  const response = await fetchAnswer(url, {
    method,
    headers: sent,
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  let parsed: unknown = text || undefined;
  try {
    parsed = JSON.parse(text);
  } catch {
    // Not JSON: kept as text.
  }
  return { status: response.status, headers: response.headers, body: parsed };
}

/** A call that must succeed: fails the test naming the call and its status unless it is 2xx; answers the body. */
export async function callOk<T>(url: string, method: string, options: CallOptions = {}): Promise<T> {
  const answer = await call(url, method, options);
  expect(answer.status >= 200 && answer.status < 300, `${method} ${url}: ${answer.status}`).toBe(true);
  return answer.body as T;
}

/** The password of every raider the helpers create. */
export const testPassword = 'smocza jaskinia 42';

/**
 * Creates the raider's account (or, when it exists, signs in with `testPassword`) and returns the token
 * (fails the test on anything but 201).
 */
export async function signIn(api: string, nickname: string, accessCode?: string): Promise<string> {
  const body = accessCode === undefined ? { nickname, password: testPassword } : { nickname, password: testPassword, accessCode };
  let answer = await call(`${api}/accounts`, 'POST', { body });
  if (answer.status === 409) answer = await call(`${api}/session`, 'POST', { body: { nickname, password: testPassword } });
  if (answer.status !== 201) throw new Error(`sign-in of ${nickname} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body.token as string;
}
