import type { RaidApi } from '../raid-api';
import { invalidFields, nobodyWhenUnauthorized } from '../../../domain/raid-api-error';
import { publicReads } from '../public-reads';
import { ServerPath } from '../server-paths';
import type { RaiderSession } from '../../../domain/raids/signup-types';
import { operationAdapter, queryNames, serviceInput, type DeclaredOperation } from '../operation-spec';
import { createHttpRequest, type HttpRequestOptions } from './http-request';
import { changeEvents, type ChangeEventsOptions } from './change-events';

/** Where the guild's API is (a trailing slash is fine) and how to reach it; how changes by others are heard. */
export type HttpRaidApiOptions = HttpRequestOptions & ChangeEventsOptions;

export interface HttpRaidApi extends RaidApi {
  readonly kind: 'http';
}

/** The query of `names`: one name's value is given as it is, several as an object; absent values are left out. */
function queryOf(names: string[], value: unknown): Record<string, string> {
  const values = (names.length > 1 ? value : { [names[0]!]: value }) as Record<string, unknown>;
  return Object.fromEntries(names.filter((name) => values[name] !== undefined).map((name) => [name, String(values[name])]));
}

/**
 * The RaidApi on the guild's server (the REST API in docs/api.md): one request per declared operation
 * (api-operations.ts). The server checks every input with the same service the demo runs (the panel's
 * forms check theirs before calling); every failure is a RaidApiError.
 */
export function createHttpRaidApi(options: HttpRaidApiOptions): HttpRaidApi {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const request = createHttpRequest({ ...options, baseUrl });
  const { announce, onExternalChange } = changeEvents(baseUrl, options);
  /** One request per declared operation: the token unless public, the path's parameters, the input. */
  const call = async ({ method, path, access, input, file, maxBytes }: DeclaredOperation, args: unknown[]) => {
    const token = access === 'public' ? undefined : (args.shift() as string);
    const url = path.replace(/:(\w+)/g, (_, name: string) => {
      const value = args.shift();
      // An empty segment would address another endpoint: refused as the server refuses a bad one.
      if (typeof value !== 'string' || !value.trim()) throw invalidFields({ [name]: 'Nieprawidłowa wartość w adresie.' });
      return encodeURIComponent(value.trim());
    });
    if (file) return (await import('./http-download')).download(baseUrl + url, token!, file, options.fetch);
    const value = serviceInput(input, args.shift());
    const query = queryNames(input);
    const answer = await request<{ saved?: boolean } | undefined>(method, url, {
      token,
      body: input && !query ? value : undefined,
      query: query && queryOf(query, value),
      // A large body may take minutes on a slow line.
      timeoutMs: maxBytes && 300_000,
    });
    // A write may change what another widget on this page shows (a preview, `saved: false`, changes nothing).
    if (method !== 'GET' && answer?.saved !== false) announce();
    return answer;
  };

  return operationAdapter<HttpRaidApi>(publicReads, call, (operation) => ({
    kind: 'http',
    // The server keeps every answer; nothing to warn about.
    storageNotice: () => null,
    discordSignInUrl: () => baseUrl + ServerPath.discordSignIn,
    signInWithDiscordTicket: (ticket) => operation('signIn')({ discordTicket: ticket }) as Promise<RaiderSession>,
    async discordLinkUrl(token) {
      const { linkTicket } = (await operation('linkIntent')(token)) as { linkTicket: string };
      return `${baseUrl}${ServerPath.discordSignIn}?link=${encodeURIComponent(linkTicket)}`;
    },
    // Already signed out (expired, revoked, unknown) is fine: the token does not work either way.
    signOut: async (token) => void (await operation('signOut')(token).catch(nobodyWhenUnauthorized)),
    async currentRaider(token) {
      const found = await (operation('currentRaider')(token) as ReturnType<RaidApi['currentRaider']>).catch(nobodyWhenUnauthorized);
      return found && { nickname: found.nickname, role: found.role };
    },
    onExternalChange,
  }));
}
