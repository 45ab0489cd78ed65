import * as v from 'valibot';
import { RaidApiError, invalidFields } from '../../src/domain/raid-api-error';
import {
  raidHelperEventSchema,
  raidHelperPageSchema,
  type RaidHelperEvent,
  type RaidHelperEventWithSignUps,
} from '../../src/domain/raid-helper/raid-helper-event';
import { BodyTooLargeError, readBoundedText } from './bounded-body';

/**
 * Raid-Helper's API (`RAIDHELPER_API_BASE`): a Discord server's events, page by page, with their
 * sign-ups (`GET /v3/servers/{serverId}/events`), and one event (`GET /v2/events/{eventId}`) when a
 * listed one comes without them. The server's API key (the `/apikey` command in Discord) goes in
 * `Authorization` as it is. Every failure is a `RaidApiError` with a Polish message, never a 500.
 */
export const raidHelperDefaults = { apiBase: 'https://raid-helper.dev/api' } as const;

export interface RaidHelperOptions {
  apiBase: string;
  /** @default globalThis.fetch */
  fetch?: typeof fetch;
  /** Time for one request. @default 15000 */
  timeoutMs?: number;
  /** The most one answer may weigh. @default 8 MiB */
  maxAnswerBytes?: number;
}

export interface RaidHelperQuery {
  serverId: string;
  apiKey: string;
  /** Unix seconds: events starting at or after. */
  from?: number;
  /** Unix seconds: events starting at or before. */
  to?: number;
}

export const raidHelperMessages = {
  wrongKey:
    'Raid-Helper nie przyjął tego klucza API dla tego serwera. Klucz podaje komenda /apikey na serwerze Discord (może ją wydać administrator serwera); nic nie zostało zmienione.',
  unknownServer: 'Raid-Helper nie zna serwera Discord o tym identyfikatorze. Sprawdź identyfikator serwera; nic nie zostało zmienione.',
  rateLimited: (seconds: number | undefined) =>
    `Raid-Helper chwilowo ogranicza liczbę zapytań. Spróbuj ponownie ${seconds ? `za ${seconds} s` : 'za minutę'}; nic nie zostało zmienione.`,
  unreachable: 'Nie udało się połączyć z Raid-Helperem. Spróbuj ponownie za chwilę; nic nie zostało zmienione.',
  tooLarge: 'Raid-Helper odpowiedział zbyt dużą porcją danych. Zawęź zakres dat; nic nie zostało zmienione.',
  malformed: 'Raid-Helper odpowiedział w nieznanym formacie. Spróbuj ponownie później; nic nie zostało zmienione.',
} as const;

/** More pages than any guild's history has (Raid-Helper pages its list): a service paging without end is stopped. */
const maxPages = 500;

/** Seconds to wait from a 429: Raid-Helper's `retry_after` in the body, else the `Retry-After` header. */
function retryAfter(response: Response, body: unknown): number | undefined {
  const fromBody = (body as { retry_after?: unknown } | null)?.retry_after;
  const seconds = typeof fromBody === 'number' ? fromBody : Number(response.headers.get('retry-after'));
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : undefined;
}

export function createRaidHelperClient({
  apiBase,
  fetch: send = globalThis.fetch,
  timeoutMs = 15_000,
  maxAnswerBytes = 8 * 1024 * 1024,
}: RaidHelperOptions) {
  const base = apiBase.replace(/\/+$/, '');

  /** One GET, its JSON checked against `schema`. */
  async function get<Schema extends v.GenericSchema>(url: string, headers: Record<string, string>, schema: Schema) {
    let response: Response;
    let text: string;
    try {
      response = await send(url, { headers, signal: AbortSignal.timeout(timeoutMs) });
      text = await readBoundedText(response, maxAnswerBytes);
    } catch (error) {
      if (error instanceof BodyTooLargeError) throw new RaidApiError('unavailable', raidHelperMessages.tooLarge);
      throw new RaidApiError('unavailable', raidHelperMessages.unreachable);
    }
    let body: unknown = null;
    try {
      body = JSON.parse(text);
    } catch {
      // Checked below: a 2xx that is not JSON is malformed; an error page is its status.
    }
    if (response.status === 401 || response.status === 403) throw invalidFields({ apiKey: raidHelperMessages.wrongKey });
    if (response.status === 404) throw invalidFields({ serverId: raidHelperMessages.unknownServer });
    if (response.status === 429) throw new RaidApiError('rate-limited', raidHelperMessages.rateLimited(retryAfter(response, body)));
    if (!response.ok) throw new RaidApiError('unavailable', raidHelperMessages.unreachable);
    const checked = v.safeParse(schema, body);
    if (!checked.success) throw new RaidApiError('unavailable', raidHelperMessages.malformed);
    return checked.output as v.InferOutput<Schema>;
  }

  return {
    /**
     * Every event of the server in the range with its sign-ups, following the pages; `onPage` after each
     * (pages read, pages in all). Nothing is written: a failure on any page leaves the guild as it was.
     */
    async events(query: RaidHelperQuery, onPage: (read: number, pages: number) => void = () => {}): Promise<RaidHelperEventWithSignUps[]> {
      const headers: Record<string, string> = { Authorization: query.apiKey, IncludeSignUps: 'true' };
      if (query.from !== undefined) headers.StartTimeFilter = String(query.from);
      if (query.to !== undefined) headers.EndTimeFilter = String(query.to);
      const listed: RaidHelperEvent[] = [];
      const url = `${base}/v3/servers/${encodeURIComponent(query.serverId)}/events`;
      for (let page = 1; page <= maxPages; page += 1) {
        const answer = await get(url, { ...headers, Page: String(page) }, raidHelperPageSchema);
        listed.push(...answer.postedEvents);
        onPage(page, Math.max(answer.pages, page));
        if (page >= answer.pages || answer.postedEvents.length === 0) break;
      }
      const events: RaidHelperEventWithSignUps[] = [];
      const seen = new Set<string>();
      for (const event of listed) {
        if (seen.has(event.id)) continue;
        seen.add(event.id);
        const whole = event.signUps
          ? event
          : await get(`${base}/v2/events/${encodeURIComponent(event.id)}`, { Authorization: query.apiKey }, raidHelperEventSchema);
        events.push({ ...whole, signUps: whole.signUps ?? [] });
      }
      return events;
    },
  };
}

export type RaidHelperClient = ReturnType<typeof createRaidHelperClient>;
