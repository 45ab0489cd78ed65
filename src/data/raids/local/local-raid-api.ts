import type { AccountService } from '../../../domain/service';
import { nobodyWhenUnauthorized, RaidApiError } from '../../../domain/raid-api-error';
import type { RaidApi } from '../raid-api';
import { publicReads } from '../public-reads';
import { serverOnly } from '../raid-api';
import { operationAdapter, pathParams, serviceInput, type DeclaredOperation } from '../operation-spec';
import { demoGuildService, type DemoGuildOptions } from './demo-guild-service';
import { storageNoticeText } from './local-store';

export type LocalRaidApiOptions = DemoGuildOptions;

export interface LocalRaidApi extends RaidApi {
  readonly kind: 'local';
}

/**
 * The in-browser demo adapter: each declared operation answered by the demo's guild service
 * (demo-guild-service.ts), the one the server runs, on this device's storage.
 */
export function createLocalRaidApi(options: LocalRaidApiOptions): LocalRaidApi {
  const { store: local } = options;
  const parts = demoGuildService(options);
  const accounts = parts.accounts as () => Promise<AccountService>;
  /** Calls the operation's method on its group's service part, with the raider (unless public), the path's parameters and the input. */
  const call = async (operation: DeclaredOperation, args: unknown[]) => {
    const at = pathParams(operation.path).length;
    // The token's raider, as the server's session guard finds them (the session itself for `session`).
    const signedIn = operation.access === 'public' ? undefined : (await accounts()).authenticate(args.shift() as string);
    const who = signedIn ? [operation.access === 'session' ? signedIn : signedIn.account] : [];
    const serves = parts[operation.group];
    // The guild's move and the files: the panel offers them only with a server.
    if (!serves || operation.file) throw new RaidApiError('unavailable', 'To działa tylko z serwerem gildii.');
    if (args.length > at) args[at] = serviceInput(operation.input, args[at]);
    const methods = (await serves()) as Record<string, (...input: unknown[]) => unknown>;
    return methods[operation.name]!(...who, ...args);
  };

  return operationAdapter<LocalRaidApi>(publicReads, call, (operation) => ({
    // What only the guild's server answers is absent, so the panel hides it.
    ...Object.fromEntries(serverOnly.map((name) => [name, undefined])),
    kind: 'local',
    storageNotice: () => (local.notice ? storageNoticeText[local.notice] : null),
    signOut: async (token) => (await accounts()).signOut(token),
    // Nobody for a token that signs nobody in, as the HTTP adapter reads the server's 401.
    currentRaider: (token) => operation('currentRaider')(token).catch(nobodyWhenUnauthorized) as ReturnType<RaidApi['currentRaider']>,
    onExternalChange: (listener) => local.watch(listener),
  }));
}
