import { answerJson, listenStandIn } from './stand-in-server';

/** A sign-up as Raid-Helper's API gives it (the fields we read, and a few more it sends). */
export interface StandInSignUp {
  id: number;
  userId: string;
  name: string;
  className: string;
  specName?: string;
  roleName?: string;
  entryTime: number;
  status: string;
  position: number;
}

/** An event as Raid-Helper's API gives it. */
export interface StandInEvent {
  id: string;
  title: string;
  leaderId: string;
  startTime: number;
  endTime: number;
  channelId: string;
  signUps: StandInSignUp[];
}

export interface RaidHelperStandIn {
  /** The base URL (`RAIDHELPER_API_BASE`), like `https://raid-helper.dev/api`. */
  url: string;
  /** Each Discord server's API key and events. */
  servers: Map<string, { apiKey: string; events: StandInEvent[] }>;
  /** Events per page of `/v3/servers/{id}/events`. */
  pageSize: number;
  /** The page that answers 429 `{retry_after}` (and the seconds it asks to wait); `undefined`: none. */
  rateLimit?: { page: number; retryAfter: number };
  /** While set, the list leaves sign-ups out (as without `IncludeSignUps`): each event must be read on its own. */
  listWithoutSignUps: boolean;
  /** Every request: method, path and the headers we send. */
  requests: Array<{ path: string; authorization?: string; page?: string; start?: string; end?: string; includeSignUps?: string }>;
  close(): Promise<void>;
}

/**
 * Raid-Helper's API as documented: `GET /v3/servers/{serverId}/events` (headers `Authorization`,
 * `IncludeSignUps`, `Page`, `StartTimeFilter`, `EndTimeFilter`) answering `{pages, currentPage,
 * postedEvents}`, and `GET /v2/events/{eventId}`; 401 for a wrong key, 429 with `retry_after`.
 */
export async function startRaidHelperStandIn(): Promise<RaidHelperStandIn> {
  const standIn: Omit<RaidHelperStandIn, 'url' | 'close'> = {
    servers: new Map(),
    pageSize: 2,
    listWithoutSignUps: false,
    requests: [],
  };
  const { url, close } = await listenStandIn((request, _body, response) => {
    const path = new URL(request.url ?? '/', 'http://stand-in').pathname;
    const header = (name: string) => request.headers[name.toLowerCase()] as string | undefined;
    standIn.requests.push({
      path,
      authorization: header('Authorization'),
      page: header('Page'),
      start: header('StartTimeFilter'),
      end: header('EndTimeFilter'),
      includeSignUps: header('IncludeSignUps'),
    });
    const unauthorized = () => answerJson(response, 401, { status: 'failed', reason: 'Unauthorized. The provided API key is invalid.' });
    const list = /^\/v3\/servers\/(\d+)\/events$/.exec(path);
    if (request.method === 'GET' && list) {
      const server = standIn.servers.get(list[1]!);
      if (!server) return answerJson(response, 404, { status: 'failed', reason: 'Server not found.' });
      if (header('Authorization') !== server.apiKey) return unauthorized();
      const page = Number(header('Page') ?? '1');
      if (standIn.rateLimit?.page === page) {
        return answerJson(response, 429, { message: 'You are being rate limited.', retry_after: standIn.rateLimit.retryAfter });
      }
      const start = Number(header('StartTimeFilter') ?? 0);
      const end = Number(header('EndTimeFilter') ?? Number.MAX_SAFE_INTEGER);
      const matching = server.events.filter((event) => event.startTime >= start && event.startTime <= end);
      const pages = Math.max(1, Math.ceil(matching.length / standIn.pageSize));
      const withSignUps = header('IncludeSignUps') === 'true' && !standIn.listWithoutSignUps;
      const postedEvents = matching
        .slice((page - 1) * standIn.pageSize, page * standIn.pageSize)
        .map(({ signUps, ...event }) => (withSignUps ? { ...event, signUps } : event));
      return answerJson(response, 200, { pages, currentPage: page, postedEvents });
    }
    const one = /^\/v2\/events\/(\d+)$/.exec(path);
    if (request.method === 'GET' && one) {
      for (const server of standIn.servers.values()) {
        const event = server.events.find((candidate) => candidate.id === one[1]);
        if (!event) continue;
        if (header('Authorization') !== server.apiKey) return unauthorized();
        return answerJson(response, 200, event);
      }
      return answerJson(response, 404, { status: 'failed', reason: 'Event not found.' });
    }
    answerJson(response, 404, { status: 'failed', reason: 'Unknown endpoint.' });
  });
  return Object.assign(standIn, { url, close });
}
