import type { Context } from 'hono';
import { invalidFields, type RaidRange } from '../../src/domain';
import { ApiError, apiMessages } from './api-error';
import { dayCount } from '../../src/domain/counted-phrases';

const jsonType = /^application\/json\s*(;|$)/i;

/** How long a request's body may take to arrive once its headers have (`bodyTimeoutMs` of the API). */
export const defaultBodyTimeoutMs = 10_000;

/** Variables the API leaves for `readJsonObject`. */
export type BodyEnv = { Variables: { bodyTimeoutMs?: number } };

/**
 * The body's bytes, or `408` when they have not all come within the API's body time. A request's session
 * and role are checked before its body is read: a body held back for minutes must not act long after.
 */
async function bodyWithin(c: Context): Promise<ArrayBuffer> {
  const timeoutMs = (c as Context<BodyEnv>).get('bodyTimeoutMs') ?? defaultBodyTimeoutMs;
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ApiError(408, 'request-timeout', apiMessages.bodyTimeout(timeoutMs))), timeoutMs);
  });
  try {
    return await Promise.race([c.req.arrayBuffer(), late]);
  } finally {
    clearTimeout(timer);
  }
}
const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/** The request's body as text (within the body time); 400 for bytes that are not UTF-8. */
export async function readBodyText(c: Context): Promise<string> {
  try {
    // Fatal: bytes that are not UTF-8 would otherwise become U+FFFD, and the raider would read back
    // another note than they sent (the same reason lone surrogates are refused).
    return strictUtf8.decode(await bodyWithin(c));
  } catch (error) {
    if (!(error instanceof TypeError) || (error as { code?: string }).code !== 'ERR_ENCODING_INVALID_ENCODED_DATA') throw error;
    throw new ApiError(400, 'invalid', apiMessages.notUtf8);
  }
}

/** The request's JSON object body; 415 for another content type, 400 for broken JSON or a non-object. */
export async function readJsonObject(c: Context): Promise<Record<string, unknown>> {
  if (!jsonType.test(c.req.header('content-type') ?? ''))
    throw new ApiError(415, 'unsupported-media-type', apiMessages.unsupportedMediaType);
  const text = await readBodyText(c);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new ApiError(400, 'invalid', apiMessages.notJson);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new ApiError(400, 'invalid', apiMessages.notAnObject);
  return value as Record<string, unknown>;
}

/** Tokens we give out are base64url; anything else cannot be one, so it is refused before hashing. */
const tokenPattern = /^[A-Za-z0-9_-]{16,128}$/;

/** The bearer token of the request, or `null` when the header is missing or cannot hold one of ours. */
export function bearerToken(c: Context): string | null {
  const match = /^Bearer +(\S+) *$/i.exec(c.req.header('authorization') ?? '');
  const token = match?.[1];
  return token && tokenPattern.test(token) ? token : null;
}

const isoInstant = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:Z|[+-](\d{2}):(\d{2}))$/;

/**
 * Milliseconds of an ISO 8601 instant with a zone, or NaN. Stricter than `Date.parse`, which rolls
 * 31 February over into March instead of refusing it.
 */
export function parseInstant(value: string | undefined): number {
  const match = value === undefined ? null : isoInstant.exec(value);
  if (!match) return NaN;
  const [year, month, dayOfMonth, hours, minutes, seconds = 0, offsetHours = 0, offsetMinutes = 0] = match
    .slice(1)
    .map((part) => (part === undefined ? undefined : Number(part)));
  const midnight = new Date(Date.UTC(year!, month! - 1, dayOfMonth!));
  const realDate = midnight.getUTCFullYear() === year && midnight.getUTCMonth() === month! - 1 && midnight.getUTCDate() === dayOfMonth;
  if (!realDate || hours! > 23 || minutes! > 59 || seconds! > 59 || offsetHours! > 23 || offsetMinutes! > 59) return NaN;
  return Date.parse(value!);
}

/** The longest range one request may ask for: a year of raids is plenty and bounds the work. */
export const maxRangeDays = 366;

/**
 * `?from&to` as a RaidRange (ISO instants, normalised to UTC). An empty or reversed range is valid and
 * holds no raids, as in every adapter.
 */
export function readRange(c: Context): RaidRange {
  const fields: Record<string, string> = {};
  const instants = (['from', 'to'] as const).map((name) => {
    const at = parseInstant(c.req.query(name));
    if (Number.isNaN(at)) fields[name] = 'Podaj datę i godzinę ISO 8601 ze strefą, np. 2026-03-02T00:00:00Z.';
    return at;
  });
  const [from = NaN, to = NaN] = instants;
  if (!fields.from && !fields.to && to - from > maxRangeDays * 86_400_000)
    fields.to = `Zakres może obejmować najwyżej ${dayCount(maxRangeDays)}.`;
  if (Object.keys(fields).length > 0) throw invalidFields(fields);
  return { from: new Date(from).toISOString(), to: new Date(to).toISOString() };
}
