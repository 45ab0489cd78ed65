import * as v from 'valibot';
import { RaidApiError, invalidFields } from '../../src/domain/raid-api-error';
import { raidLogLimits, type RaidLogReport, type WarcraftLogsSite } from '../../src/domain/raids/raid-log';
import { rateLimitedBy, readUpstreamJson, retryAfterSeconds } from './upstream-answer';

/**
 * The guild's Warcraft Logs API client (v2): client credentials from the environment
 * (`WARCRAFTLOGS_CLIENT_ID`, `WARCRAFTLOGS_CLIENT_SECRET`), a token from `${apiBase}/oauth/token` kept
 * until it expires, and one GraphQL query per report at `/api/v2/client` on the report's own site: a
 * Classic report (`classic.`, `fresh.`, `sod.warcraftlogs.com`) exists only there, and is "not found"
 * on `www`. The credentials never leave the server. Every failure is a `RaidApiError` with a Polish message, never a 500.
 */
export interface WarcraftLogsSettings {
  clientId?: string;
  clientSecret?: string;
  /** @default https://www.warcraftlogs.com */
  apiBase: string;
}

export const warcraftLogsDefaults = { apiBase: 'https://www.warcraftlogs.com' } as const;

export interface WarcraftLogsOptions {
  settings: WarcraftLogsSettings;
  /** The clock the token's expiry is read on. @default () => new Date() */
  now?: () => Date;
  /** @default globalThis.fetch */
  fetch?: typeof fetch;
  /** Time for one request. @default 10000 */
  timeoutMs?: number;
}

export interface WarcraftLogsClient {
  /** Whether the server has the credentials to ask Warcraft Logs at all. */
  configured(): boolean;
  /** The report of `code` (already checked for its shape: see `reportOf`) on its site. @default site 'www' */
  report(code: string, site?: WarcraftLogsSite): Promise<RaidLogReport>;
}

export const warcraftLogsMessages = {
  notConfigured:
    'Wczytywanie z Warcraft Logs nie jest włączone na tym serwerze: administrator serwera ustawia WARCRAFTLOGS_CLIENT_ID ' +
    'i WARCRAFTLOGS_CLIENT_SECRET (klient API z https://www.warcraftlogs.com/api/clients).',
  refusedCredentials:
    'Warcraft Logs nie przyjęło danych klienta API tego serwera (WARCRAFTLOGS_CLIENT_ID, WARCRAFTLOGS_CLIENT_SECRET) – ' +
    'administrator serwera musi je sprawdzić.',
  notFound: (code: string) => `Warcraft Logs nie ma raportu o kodzie „${code}” (albo jest prywatny). Sprawdź adres raportu.`,
  rateLimited: (seconds: number) => `Warcraft Logs chwilowo ogranicza liczbę zapytań. Spróbuj ponownie za ${seconds} s.`,
  unreachable: 'Nie udało się połączyć z Warcraft Logs. Spróbuj ponownie za chwilę.',
  unusable:
    `Warcraft Logs odpowiedziało czymś, co nie jest raportem jednego rajdu (za duża odpowiedź, więcej niż ${raidLogLimits.fights} walk ` +
    `albo ${raidLogLimits.playersPerFight} graczy w walce, albo pola złego rodzaju). Nic nie zapisano – sprawdź adres raportu ` +
    'albo uzupełnij obecność ręcznie.',
} as const;

/** Renewed this long before Warcraft Logs says the token expires, so a request never carries one that just ran out. */
const expiryMarginMs = 60_000;

const reportQuery = `query RaidReport($code: String!) {
  reportData {
    report(code: $code) {
      startTime
      endTime
      fights { id startTime endTime encounterID kill friendlyPlayers }
      masterData { actors(type: "Player") { id name server subType icon } }
    }
  }
}`;

/** The most read of an answer: a real raid's report is some tens of KB. */
const maxAnswerBytes = 1024 * 1024;
/** A token answer is a few hundred bytes. */
const maxTokenBytes = 16 * 1024;

const count = v.pipe(v.number(), v.safeInteger(), v.minValue(0));
const instant = v.pipe(v.number(), v.finite(), v.minValue(0));
/** An array's length is checked before its items are: a 200,000-item answer costs one comparison. */
const boundedArray = <Item extends v.GenericSchema>(item: Item, max: number) =>
  v.pipe(v.array(v.unknown()), v.maxLength(max), v.array(item));

const fightSchema = v.object({
  id: count,
  startTime: instant,
  endTime: instant,
  encounterID: count,
  kill: v.nullish(v.boolean()),
  friendlyPlayers: v.nullish(boundedArray(count, raidLogLimits.playersPerFight)),
});
const actorSchema = v.object({
  id: count,
  name: v.pipe(v.string(), v.maxLength(raidLogLimits.nameLength)),
  server: v.nullish(v.pipe(v.string(), v.maxLength(raidLogLimits.nameLength))),
  // The class and `<Class>-<Spec>`: what a character assigned from the log is saved with.
  subType: v.nullish(v.pipe(v.string(), v.maxLength(raidLogLimits.nameLength))),
  icon: v.nullish(v.pipe(v.string(), v.maxLength(raidLogLimits.nameLength))),
});

/** The GraphQL answer as far as it is read: a report (or `null` for an unknown code) of a raid's size. */
const reportAnswerSchema = v.object({
  // Always there in a GraphQL answer (`null` beside `errors` when the query failed).
  data: v.nullable(
    v.object({
      reportData: v.nullish(
        v.object({
          report: v.nullish(
            v.object({
              startTime: instant,
              endTime: instant,
              fights: v.nullish(boundedArray(fightSchema, raidLogLimits.fights)),
              masterData: v.nullish(v.object({ actors: v.nullish(boundedArray(actorSchema, raidLogLimits.players)) })),
            }),
          ),
        }),
      ),
    }),
  ),
});

const tokenAnswerSchema = v.object({ access_token: v.string(), expires_in: v.pipe(v.number(), v.finite(), v.minValue(0)) });

export function createWarcraftLogsClient({
  settings,
  now = () => new Date(),
  fetch: send = globalThis.fetch,
  timeoutMs = 10_000,
}: WarcraftLogsOptions): WarcraftLogsClient {
  let token: { value: string; expiresAt: number } | undefined;
  const base = settings.apiBase.replace(/\/+$/, '');
  const configured = () => Boolean(settings.clientId && settings.clientSecret);

  /** One request; a network failure or a timeout is `unavailable`. */
  async function request(url: string, init: RequestInit): Promise<Response> {
    try {
      return await send(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    } catch {
      throw new RaidApiError('unavailable', warcraftLogsMessages.unreachable);
    }
  }

  const reading = { unusable: warcraftLogsMessages.unusable, unreachable: warcraftLogsMessages.unreachable };

  async function refuseStatus(response: Response): Promise<never> {
    if (response.status === 429) throw rateLimitedBy(warcraftLogsMessages.rateLimited, await retryAfterSeconds(response, now));
    await response.body?.cancel().catch(() => {});
    if (response.status === 401 || response.status === 403) throw new RaidApiError('unavailable', warcraftLogsMessages.refusedCredentials);
    throw new RaidApiError('unavailable', warcraftLogsMessages.unreachable);
  }

  async function accessToken(): Promise<string> {
    if (token && now().getTime() < token.expiresAt) return token.value;
    const response = await request(`${base}/oauth/token`, {
      method: 'POST',
      headers: {
        Authorization: `Basic ${Buffer.from(`${settings.clientId}:${settings.clientSecret}`).toString('base64')}`,
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
    });
    if (!response.ok) await refuseStatus(response);
    const body = await readUpstreamJson(response, tokenAnswerSchema, { ...reading, maxBytes: maxTokenBytes });
    token = { value: body.access_token, expiresAt: now().getTime() + body.expires_in * 1000 - expiryMarginMs };
    return token.value;
  }

  /**
   * The API of a report's site: the base's `www.` host label becomes the site's (`classic.`…). A base
   * without `www.` (a stand-in of ours) serves every site.
   */
  function siteBase(site: WarcraftLogsSite): string {
    const url = new URL(base);
    if (site === 'www' || !url.hostname.startsWith('www.')) return base;
    url.hostname = `${site}.${url.hostname.slice('www.'.length)}`;
    return url.href.replace(/\/+$/, '');
  }

  async function query(code: string, site: WarcraftLogsSite): Promise<Response> {
    return request(`${siteBase(site)}/api/v2/client`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${await accessToken()}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ query: reportQuery, variables: { code } }),
    });
  }

  return {
    configured,
    async report(code, site = 'www') {
      if (!configured()) throw new RaidApiError('unavailable', warcraftLogsMessages.notConfigured);
      let response = await query(code, site);
      if (response.status === 401) {
        // Revoked before its time: one new token, one more try.
        await response.body?.cancel().catch(() => {});
        token = undefined;
        response = await query(code, site);
      }
      if (!response.ok) await refuseStatus(response);
      const answer = await readUpstreamJson(response, reportAnswerSchema, { ...reading, maxBytes: maxAnswerBytes });
      const report = answer.data?.reportData?.report;
      // A code Warcraft Logs does not know comes back as a GraphQL error with no report.
      if (!report) throw invalidFields({ report: warcraftLogsMessages.notFound(code) });
      return {
        code,
        startTime: report.startTime,
        endTime: report.endTime,
        fights: (report.fights ?? []).map((fight) => ({ ...fight, friendlyPlayers: fight.friendlyPlayers ?? [] })),
        actors: report.masterData?.actors ?? [],
      };
    },
  };
}
