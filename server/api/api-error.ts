import { accessAndAddressesPlace } from '../../src/domain/settings-places';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { isRaidApiError, raidApiMessages, type RaidApiErrorCode } from '../../src/domain';
import { isStorageFault } from '../database/storage-fault';
import { storageUnavailableMessage } from '../database/storage-health';

/**
 * Error codes of the API: the RaidApiError codes the panel reacts to, plus a few that only concern the
 * HTTP layer (a caller's mistake the panel never makes).
 */
export type ApiErrorCode =
  | RaidApiErrorCode
  | 'forbidden-origin'
  | 'wrong-host'
  | 'method-not-allowed'
  | 'too-large'
  | 'unsupported-media-type'
  | 'request-timeout'
  | 'bad-gateway'
  | 'server-error';

/** The body of every error answer: `{ "error": { "code", "message", "fields"? } }`. */
export interface ApiErrorBody {
  error: { code: ApiErrorCode; message: string; fields?: Record<string, string> };
}

const statusOf: Record<RaidApiErrorCode, ContentfulStatusCode> = {
  invalid: 400,
  unauthorized: 401,
  forbidden: 403,
  'not-found': 404,
  locked: 409,
  past: 409,
  taken: 409,
  'last-admin': 409,
  'rate-limited': 429,
  unavailable: 503,
};

/** An error the HTTP layer answers with as it is (status, code, Polish message). */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: ApiErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** `429 rate-limited` with its Polish message and `Retry-After`: when the caller may try again. */
export const rateLimitedFor = (seconds: number, message: string): ApiError =>
  new ApiError(429, 'rate-limited', message, undefined, { 'Retry-After': String(seconds) });

export const apiMessages = {
  notJson: 'Treść żądania nie jest poprawnym JSON-em.',
  notUtf8: 'Treść żądania zawiera bajty, które nie są tekstem UTF-8.',
  notAnObject: 'Treść żądania musi być obiektem JSON.',
  unsupportedMediaType: 'Wyślij dane jako JSON (nagłówek Content-Type: application/json).',
  tooLarge: (bytes: number) => `Za dużo danych w żądaniu (najwyżej ${bytes} bajtów).`,
  bodyTimeout: (ms: number) => `Treść żądania nie dotarła w ciągu ${Math.ceil(ms / 1000)} s. Spróbuj ponownie.`,
  noToken: 'Zaloguj się: brak tokenu sesji (nagłówek Authorization: Bearer …).',
  unknownRoute: 'Nie ma takiego adresu API.',
  methodNotAllowed: 'Ta metoda nie jest obsługiwana pod tym adresem.',
  forbiddenOrigin: `Ta strona nie może korzystać z API gildii: jej adresu nie ma wśród stron gildii (w panelu: ${accessAndAddressesPlace}; albo w zmiennej ALLOWED_ORIGINS, gdy serwer ustala listę nią).`,
  serverError: 'Serwer gildii napotkał błąd. Spróbuj ponownie za chwilę.',
  tooManySignIns: (seconds: number) => `Za dużo logowań z tego adresu. Spróbuj ponownie za ${seconds} s.`,
} as const;

export function errorJson(c: Context, error: ApiError): Response {
  const body: ApiErrorBody = { error: { code: error.code, message: error.message } };
  if (error.fields && Object.keys(error.fields).length > 0) body.error.fields = error.fields;
  for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
  return c.json(body, error.status);
}

/**
 * Turns any thrown value into an error answer. Bad input always ends as a 4xx; a storage fault (full
 * disk, read-only file, I/O error) is `503 unavailable` with one log line, whichever endpoint met it;
 * only a bug is a 500, and it is logged with its stack.
 */
export function toApiError(error: unknown, log: (message: string, error: unknown) => void): ApiError {
  if (error instanceof ApiError) return error;
  if (isRaidApiError(error)) {
    const fields = Object.keys(error.fieldErrors).length > 0 ? { ...error.fieldErrors } : undefined;
    return new ApiError(statusOf[error.code], error.code, error.message, fields);
  }
  if (error instanceof HTTPException && error.status < 500) {
    return new ApiError(error.status, error.status === 413 ? 'too-large' : 'invalid', error.message || raidApiMessages.invalid);
  }
  if (isStorageFault(error)) {
    log(`[server] the database cannot be written (${error.code}):`, error.message);
    return new ApiError(503, 'unavailable', storageUnavailableMessage);
  }
  log('[server] request failed:', error);
  return new ApiError(500, 'server-error', apiMessages.serverError);
}
