import type { RaidApi } from '../raid-api';
import { invalidFields, isRaidApiError } from '../../../domain/raid-api-error';
import { publicReads } from '../public-reads';
import { ServerPath } from '../server-paths';
import type { MemberRole } from '../../../domain/accounts/account-types';
import type { RaiderSession } from '../../../domain/raids/signup-types';
import { operationAdapter, queryNames, serviceInput, type DeclaredOperation } from '../operation-spec';
import { createHttpRequest } from './http-request';
import { changeEvents, type ChangeEventsOptions } from './change-events';

export interface HttpRaidApiOptions extends ChangeEventsOptions {
  /** Base URL of the guild's API, e.g. `https://guild.example/api`. */
  baseUrl: string;
  /** @default globalThis.fetch */
  fetch?: typeof fetch;
  /** Time for one request, answer included. @default 10000 */
  timeoutMs?: number;
  /** The signal of the app using the adapter now: its reads still out are cancelled when it aborts (`HttpRequestOptions.signal`). */
  signal?: () => AbortSignal | undefined;
}

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
  const request = createHttpRequest({
    baseUrl,
    fetch: options.fetch,
    timeoutMs: options.timeoutMs ?? 10_000,
    signal: options.signal,
  });
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
  const unauthorized = (error: unknown) => isRaidApiError(error) && error.code === 'unauthorized';

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
    async signOut(token) {
      try {
        await operation('signOut')(token);
      } catch (error) {
        // Already signed out (expired, revoked, unknown): the token does not work either way.
        if (!unauthorized(error)) throw error;
      }
    },
    async currentRaider(token) {
      try {
        const { nickname, role } = (await operation('currentRaider')(token)) as { nickname: string; role: MemberRole };
        return { nickname, role };
      } catch (error) {
        if (unauthorized(error)) return null;
        throw error;
      }
    },
    onExternalChange,
  }));
}
