import * as v from 'valibot';
import { ApiError, rateLimitedFor } from '../api/api-error';
import { BodyTooLargeError, readBoundedText } from './bounded-body';

/**
 * Reading another service's answer (Warcraft Logs, Raider.IO) as untrusted input: at most `maxBytes`
 * read, streamed (a huge body is cut off, never held whole), then JSON-parsed and checked against a
 * valibot schema. Whatever does not fit is a `502` with the service's Polish message: the guild's
 * server did its part, the other one answered something it cannot use.
 */

/** The answer could not be used: `502 bad-gateway` with a Polish message naming the service. */
export const badGateway = (message: string): ApiError => new ApiError(502, 'bad-gateway', message);

export interface UpstreamReading {
  maxBytes: number;
  /** The Polish message of a `502`: too large, not JSON, or not of the expected shape. */
  unusable: string;
  /** The Polish message of a connection that broke (or timed out) while the body arrived. */
  unreachable: string;
}

/** The answer's JSON checked against `schema`; `502` when it is too large, not JSON or of another shape. */
export async function readUpstreamJson<Schema extends v.GenericSchema>(
  response: Response,
  schema: Schema,
  reading: UpstreamReading,
): Promise<v.InferOutput<Schema>> {
  let text: string;
  try {
    text = await readBoundedText(response, reading.maxBytes);
  } catch (error) {
    if (error instanceof BodyTooLargeError) throw badGateway(reading.unusable);
    throw new ApiError(503, 'unavailable', reading.unreachable);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw badGateway(reading.unusable);
  }
  const checked = v.safeParse(schema, json);
  if (!checked.success) throw badGateway(reading.unusable);
  return checked.output;
}

/** How long a `429` asks to wait, in whole seconds: `Retry-After` (seconds or a date), else the body's `retry_after`. */
export async function retryAfterSeconds(response: Response, now: () => Date): Promise<number | undefined> {
  const header = response.headers.get('retry-after')?.trim();
  if (header) {
    const seconds = /^\d+(\.\d+)?$/.test(header) ? Number(header) : (Date.parse(header) - now().getTime()) / 1000;
    if (Number.isFinite(seconds) && seconds > 0) return Math.ceil(seconds);
  }
  const body = await readUpstreamJson(response, v.looseObject({ retry_after: v.number() }), {
    maxBytes: 4096,
    unusable: '',
    unreachable: '',
  }).catch(() => undefined);
  const seconds = body?.retry_after;
  return seconds !== undefined && Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : undefined;
}

/** When a limited service says no wait at all: a minute, so the panel's retry does not hammer it. */
const defaultWaitSeconds = 60;

/** `429 rate-limited` with `Retry-After`, the wait the other service asked for (or a minute) passed on. */
export const rateLimitedBy = (message: (seconds: number) => string, seconds: number | undefined): ApiError => {
  const wait = seconds ?? defaultWaitSeconds;
  return rateLimitedFor(wait, message(wait));
};
