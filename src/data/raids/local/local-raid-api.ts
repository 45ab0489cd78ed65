import type { ScheduleConfig } from '../../../domain/schedule/generate-raids';
import type { GuildConfig } from '../../../domain/guild-config-types';
import type { loadDemoGame } from './demo-game';
import { seededSchedule } from '../../../domain/schedule/generate-raids';
import { guildContext, type Actor, type GuildContext } from '../../../domain/service/guild-context';
import type { AccountService } from '../../../domain/service';
import { signupService } from '../../../domain/service/signup-service';
import { RaidApiError } from '../../../domain/raid-api-error';
import { joiningMessages } from '../../../domain/accounts/guild-joining';
import type { RaidApi } from '../raid-api';
import { publicReads } from '../public-reads';
import { serverOnly } from '../raid-api';
import { operationAdapter, pathParams, serviceInput, type DeclaredOperation } from '../operation-spec';
import { createBrowserGuildStore } from './browser-guild-store';
import { demoSecrets } from './demo-secrets';
import { demoStart } from './local-data';
import { storageNoticeText, type LocalStore } from './local-store';

export interface LocalRaidApiOptions {
  store: LocalStore;
  /** The guild's schedule (read on every call: a config that loads later applies at once). */
  config: () => ScheduleConfig & Pick<GuildConfig, 'game'>;
  /** The guild's access code (asked for when an account is created); the demo has none. */
  accessCode?: string;
  /** The first account on this device becomes admin (the panel's demo), so every page can be tried. @default false */
  firstAccountAdmin?: boolean;
  /** @default () => new Date() */
  now?: () => Date;
}

export interface LocalRaidApi extends RaidApi {
  readonly kind: 'local';
}

/** Loads a part once, on first use; a failed load is tried again on the next call. */
function lazyPart<Part>(load: () => Promise<Part>): () => Promise<Part> {
  let loading: Promise<Part> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}

/**
 * The in-browser demo adapter: the guild service the server runs, on this device's storage. The
 * service's parts other than answering load as chunks of their own when first used, so a raider who
 * only answers never downloads the officers' tools.
 */
export function createLocalRaidApi(options: LocalRaidApiOptions): LocalRaidApi {
  const { store: local, config } = options;
  const now = options.now ?? (() => new Date());
  // The demo's guild starts when this device first runs it, as a server's at its first start: nothing
  // before exists. Kept in the data from then on.
  const startedAt = demoStart(local.read(), now());
  if (local.read().startedAt !== startedAt) local.update((data) => void (data.startedAt = startedAt));
  const store = createBrowserGuildStore(local, { baseSchedule: (at) => seededSchedule(config(), at), startedAt });
  // The bundled game packs load with the first part that reads one (characters, rosters, answers,
  // members), never with the core: `withGame` parts wait for them, so `game` and the dresser answer at once.
  let loadedGame: ReturnType<typeof loadDemoGame> | undefined;
  const gameReady = lazyPart(async () => {
    loadedGame ??= (await import('./demo-game')).loadDemoGame(store, () => config().game);
  });
  const withGame = <Part>(load: () => Promise<Part>) => lazyPart(async () => (await gameReady(), load()));
  const context = guildContext({
    store,
    game: () => loadedGame!.pack(),
    dressRoster: (built, answers) => loadedGame!.dress(built, answers),
    config,
    now,
    secrets: demoSecrets,
    joining: options.accessCode ? () => ({ mode: 'code', code: options.accessCode! }) : undefined,
    firstAccountAdmin: options.firstAccountAdmin ?? false,
  });
  const signups = signupService(context);
  const part = (factory: () => Promise<(context: GuildContext) => object>) => async () => (await factory())(context);
  // Each declared operation calls the method of its name on its group's service part, loaded on first
  // use; the parts that read characters (loot is matched to them) wait for the game.
  const parts: Record<string, () => Promise<object>> = {
    signups: async () => signups,
    answers: withGame(part(async () => (await import('../../../domain/service/answer-service')).answerService)),
    accounts: withGame(part(async () => (await import('../../../domain/service/account-service')).accountService)),
    officers: lazyPart(part(async () => (await import('../../../domain/service/officer-service')).officerService)),
    rosters: withGame(part(async () => (await import('../../../domain/service/roster-service')).rosterService)),
    // The suggestion reuses the attendance and roster parts: their chunks, not copies in its own.
    suggestions: withGame(async () => {
      const [suggestion, attendancePart, rosterPart] = await Promise.all([
        import('../../../domain/service/suggestion-service'),
        import('../../../domain/service/attendance-service'),
        import('../../../domain/service/roster-service'),
      ]);
      return suggestion.suggestionService(context, {
        history: attendancePart.benchHistoryReader(context),
        writeBatch: rosterPart.rosterBatchWriter(context),
      });
    }),
    attendance: lazyPart(part(async () => (await import('../../../domain/service/attendance-service')).attendanceService)),
    characters: withGame(part(async () => (await import('../../../domain/service/character-service')).characterService)),
    absences: lazyPart(part(async () => (await import('../../../domain/service/absence-service')).absenceService)),
    standing: withGame(part(async () => (await import('../../../domain/service/standing-service')).standingService)),
    loot: withGame(part(async () => (await import('../../../domain/service/loot-service')).lootService)),
  };
  const accounts = parts.accounts as () => Promise<AccountService>;
  /** The signed-in raider of a token, as the server's `signedIn` middleware finds them. */
  const signedIn = async (token: string) => (await accounts()).authenticate(token);
  const actor = async (token: string): Promise<Actor> => (await signedIn(token)).account;
  /**
   * What only the guild's server does, by the declarations' group: the demo says so, in Polish (the
   * guild's move and its files too, which the panel offers only with a server). Raider.IO and Warcraft
   * Logs answer the server, which keeps their secrets.
   */
  const serverWork: Record<string, string> = {
    characterImport: 'Wczytywanie z Raider.IO',
    attendanceLog: 'Wczytywanie z Warcraft Logs',
  };
  /** Calls the operation's method on its group's service part, with the raider (unless public), the path's parameters and the input. */
  const call = async (operation: DeclaredOperation, args: unknown[]) => {
    const at = pathParams(operation.path).length;
    const who = operation.access === 'public' ? [] : [await (operation.access === 'session' ? signedIn : actor)(args.shift() as string)];
    const serves = parts[operation.group];
    if (!serves || operation.file)
      throw new RaidApiError('unavailable', `${serverWork[operation.group] ?? 'To'} działa tylko z serwerem gildii.`);
    if (args.length > at) args[at] = serviceInput(operation.input, args[at]);
    const methods = (await serves()) as Record<string, (...input: unknown[]) => unknown>;
    return methods[operation.name]!(...who, ...args);
  };

  return operationAdapter<LocalRaidApi>(publicReads, call, () => ({
    // What only the guild's server answers is absent, so the panel hides it.
    ...Object.fromEntries(serverOnly.map((name) => [name, undefined])),
    kind: 'local',
    storageNotice: () => (local.notice ? storageNoticeText[local.notice] : null),
    // The demo's first account on the device is its admin: no first-run link to open.
    setupStatus: async () => null,
    completeSetup: async () => {
      throw new RaidApiError('forbidden', joiningMessages.demoHasNoSetup);
    },
    signOut: async (token) => (await accounts()).signOut(token),
    currentRaider: async (token) => {
      const found = (await accounts()).signedIn(token);
      return found ? { nickname: found.account.nickname, role: found.account.role } : null;
    },
    getRoster: async (token, raidId) => (await actor(token), await gameReady(), signups.roster(raidId)),
    listRosters: async (token, range) => (await actor(token), await gameReady(), signups.rosters(range)),
    // The demo has no server to serve a calendar from.
    myCalendarFeed: async () => null,
    regenerateCalendarFeed: async () => null,
    // Nor Discord to announce to.
    guildSettings: async () => null,
    saveGuildSettings: async () => {
      throw new RaidApiError('unavailable', 'Ustawienia Discorda działają tylko z serwerem gildii.');
    },
    registerDiscordCommands: async () => {
      throw new RaidApiError('unavailable', 'Polecenia Discorda działają tylko z serwerem gildii.');
    },
    deliveries: async () => [],
    onExternalChange: (listener) => local.watch(listener),
  }));
}
