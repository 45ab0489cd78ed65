import type { ServerResponse } from 'node:http';
import { answerJson, listenStandIn } from './stand-in-server';

/**
 * A hostile answer to a report's query: any JSON as the whole answer (wrong types, a huge report), or
 * a body of `streamBytes` bytes that never ends as JSON, sent as fast as the client reads it.
 */
export type HostileAnswer = { json: unknown } | { streamBytes: number };

/** A report as Warcraft Logs' GraphQL API gives it (`reportData.report`): instants in ms, fights relative to `startTime`. */
export interface StandInReport {
  startTime: number;
  endTime: number;
  fights: Array<{ id: number; startTime: number; endTime: number; encounterID: number; kill: boolean | null; friendlyPlayers: number[] }>;
  /** `subType` (`DeathKnight`) and `icon` (`DeathKnight-Frost`) as Warcraft Logs names a player's class and spec. */
  masterData: { actors: Array<{ id: number; name: string; server: string | null; subType?: string; icon?: string }> };
}

export interface WarcraftLogsStandIn {
  /** The base URL (`WARCRAFTLOGS_API_BASE`). */
  url: string;
  clientId: string;
  clientSecret: string;
  /** Reports by code; a code not here is answered as Warcraft Logs answers an unknown one. */
  reports: Map<string, StandInReport>;
  /**
   * The site a report lives on, by code (`classic.warcraftlogs.com`…; absent: `www.warcraftlogs.com`):
   * asked on another site's API, it is answered as unknown, as Warcraft Logs does.
   */
  sites: Map<string, string>;
  /** The host each report query was sent to, in order. */
  queriedOn(): string[];
  /**
   * A `fetch` for the server that sends `https://<site>.warcraftlogs.com/…` here, telling the stand-in
   * which host was asked (`X-Stand-In-Host`); any other address is refused, as no test reaches the internet.
   */
  fetch: typeof fetch;
  /** Tokens handed out so far (`/oauth/token` with the right client credentials). */
  tokenRequests(): number;
  /** Codes asked for at `/api/v2/client`, in order. */
  queried(): string[];
  /** While set, every request gets `429` with `Retry-After: 30`. */
  rateLimited: boolean;
  /** With `rateLimited`: the wait only in the body (`{"retry_after": 45}`), no `Retry-After` header. */
  rateLimitInBodyOnly: boolean;
  /** Answers by code that no real report is, sent instead of `reports`' entry. */
  hostile: Map<string, HostileAnswer>;
  /** Bytes of the last streamed answer written before the client stopped reading. */
  streamedBytes(): number;
  /** `expires_in` of the next token, in seconds. @default 3600 */
  tokenLifetime: number;
  close(): Promise<void>;
}

/**
 * Warcraft Logs v2 as documented: `POST /oauth/token` (HTTP Basic client id and secret,
 * `grant_type=client_credentials`) and `POST /api/v2/client` (a Bearer token of ours, GraphQL with
 * `variables.code`), answering `reportData.report` from `reports`.
 */
export async function startWarcraftLogsStandIn(): Promise<WarcraftLogsStandIn> {
  const clientId = 'stand-in-client';
  const clientSecret = 'stand-in-secret';
  const issued = new Set<string>();
  const codes: string[] = [];
  const hosts: string[] = [];
  let tokens = 0;
  let streamed = 0;
  /** Writes `total` bytes of a report that never closes, until done or the client goes away. */
  const stream = (response: ServerResponse, total: number) => {
    streamed = 0;
    response.writeHead(200, { 'Content-Type': 'application/json' });
    const chunk = Buffer.from(`{"id":1,"startTime":0,"endTime":1,"encounterID":0,"kill":null,"friendlyPlayers":[1]},`.repeat(800));
    let closed = false;
    response.on('close', () => (closed = true));
    const more = () => {
      while (!closed && streamed < total) {
        streamed += chunk.length;
        if (!response.write(chunk)) return void response.once('drain', more);
      }
      if (!closed) response.end(']}}}}');
    };
    response.write('{"data":{"reportData":{"report":{"startTime":0,"endTime":1,"fights":[');
    more();
  };
  const standIn: Omit<WarcraftLogsStandIn, 'url' | 'close'> = {
    clientId,
    clientSecret,
    reports: new Map(),
    sites: new Map(),
    queriedOn: () => [...hosts],
    fetch: (() => {
      throw new Error('set below, once the stand-in listens');
    }) as typeof fetch,
    tokenRequests: () => tokens,
    queried: () => [...codes],
    rateLimited: false,
    rateLimitInBodyOnly: false,
    hostile: new Map(),
    streamedBytes: () => streamed,
    tokenLifetime: 3600,
  };
  const { url, close } = await listenStandIn((request, body, response) => {
    if (standIn.rateLimited && standIn.rateLimitInBodyOnly)
      return answerJson(response, 429, { error: 'Too Many Requests', retry_after: 45 });
    if (standIn.rateLimited) return answerJson(response, 429, { error: 'Too Many Requests' }, { 'Retry-After': '30' });
    if (request.method === 'POST' && request.url === '/oauth/token') {
      const expected = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`;
      if (request.headers.authorization !== expected) return answerJson(response, 401, { error: 'invalid_client' });
      if (new URLSearchParams(body).get('grant_type') !== 'client_credentials') {
        return answerJson(response, 400, { error: 'unsupported_grant_type' });
      }
      tokens += 1;
      const token = `stand-in-token-${tokens}`;
      issued.add(token);
      return answerJson(response, 200, { token_type: 'Bearer', expires_in: standIn.tokenLifetime, access_token: token });
    }
    if (request.method === 'POST' && request.url === '/api/v2/client') {
      const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
      if (!token || !issued.has(token)) return answerJson(response, 401, { error: 'Unauthenticated.' });
      const { query, variables } = JSON.parse(body) as { query: string; variables: { code: string } };
      if (!query.includes('reportData') || !query.includes('friendlyPlayers') || !query.includes('actors(type: "Player")')) {
        return answerJson(response, 200, { errors: [{ message: 'The stand-in answers the report query only.' }] });
      }
      codes.push(variables.code);
      const host = String(request.headers['x-stand-in-host'] ?? 'www.warcraftlogs.com');
      hosts.push(host);
      const hostile = standIn.hostile.get(variables.code);
      if (hostile) return 'json' in hostile ? answerJson(response, 200, hostile.json) : stream(response, hostile.streamBytes);
      const report =
        (standIn.sites.get(variables.code) ?? 'www.warcraftlogs.com') === host ? standIn.reports.get(variables.code) : undefined;
      if (!report) {
        return answerJson(response, 200, {
          errors: [{ message: 'This report does not exist or you do not have permission to view it.', path: ['reportData', 'report'] }],
          data: { reportData: { report: null } },
        });
      }
      // GraphQL answers the fields asked for, no more: an actor's class only when the query names it.
      const actorFields = (/actors\(type: "Player"\) \{([^}]*)\}/.exec(query)?.[1] ?? '').trim().split(/\s+/);
      const actors = report.masterData.actors.map((actor) =>
        Object.fromEntries(Object.entries(actor).filter(([field]) => actorFields.includes(field))),
      );
      return answerJson(response, 200, { data: { reportData: { report: { ...report, masterData: { actors } } } } });
    }
    answerJson(response, 404, { error: 'Not Found' });
  });
  standIn.fetch = (input, init) => {
    const asked = new URL(input instanceof Request ? input.url : String(input));
    if (asked.protocol !== 'https:' || !/(^|\.)warcraftlogs\.com$/.test(asked.hostname))
      return Promise.reject(new TypeError(`the Warcraft Logs stand-in does not answer ${asked.origin}`));
    const headers = new Headers(init?.headers);
    headers.set('X-Stand-In-Host', asked.hostname);
    return fetch(`${url}${asked.pathname}${asked.search}`, { ...init, headers });
  };
  return Object.assign(standIn, { url, close });
}
