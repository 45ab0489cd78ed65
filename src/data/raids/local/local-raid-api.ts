import type { ScheduleConfig } from '../../../domain/schedule/generate-raids';
import type { GuildConfig } from '../../../domain/guild-config-types';
import type { loadDemoGame } from './demo-game';
import { seededSchedule } from '../../../domain/schedule/generate-raids';
import { guildContext, type Actor } from '../../../domain/service/guild-context';
import { signupService } from '../../../domain/service/signup-service';
import { RaidApiError, raidApiMessages } from '../../../domain/raid-api-error';
import { joiningMessages } from '../../../domain/accounts/guild-joining';
import type { RaidApi } from '../raid-api';
import { publicReads } from '../public-reads';
import { serverOnly } from '../raid-api';
import { listOperations, pathParams, serviceInput } from '../operation-spec';
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
  const answers = withGame(async () => (await import('../../../domain/service/answer-service')).answerService(context));
  const accounts = withGame(async () => (await import('../../../domain/service/account-service')).accountService(context));
  const officers = lazyPart(async () => (await import('../../../domain/service/officer-service')).officerService(context));
  const rosters = withGame(async () => (await import('../../../domain/service/roster-service')).rosterService(context));
  // The suggestion reuses the attendance and roster parts: their chunks, not copies in its own.
  const suggestions = withGame(async () => {
    const [suggestion, attendancePart, rosterPart] = await Promise.all([
      import('../../../domain/service/suggestion-service'),
      import('../../../domain/service/attendance-service'),
      import('../../../domain/service/roster-service'),
    ]);
    return suggestion.suggestionService(context, {
      history: attendancePart.benchHistoryReader(context),
      writeBatch: rosterPart.rosterBatchWriter(context),
    });
  });
  const attendance = lazyPart(async () => (await import('../../../domain/service/attendance-service')).attendanceService(context));
  const characters = withGame(async () => (await import('../../../domain/service/character-service')).characterService(context));
  const absences = lazyPart(async () => (await import('../../../domain/service/absence-service')).absenceService(context));
  const standing = withGame(async () => (await import('../../../domain/service/standing-service')).standingService(context));

  /** The signed-in raider of a token, as the server's `signedIn` middleware finds them. */
  const signedIn = async (token: string) => (await accounts()).authenticate(token);
  const actor = async (token: string): Promise<Actor> => (await signedIn(token)).account;

  // Each declared operation calls the method of its name on its group's service part, loaded on first
  // use, with the raider (unless public), the path's parameters and the input.
  // Loot is matched to characters: it waits for the game like every part that reads them.
  const loot = withGame(async () => (await import('../../../domain/service/loot-service')).lootService(context));
  const parts: Record<string, () => Promise<object>> = {
    accounts,
    signups: async () => signups,
    answers,
    officers,
    rosters,
    suggestions,
    attendance,
    absences,
    standing,
    characters,
    loot,
  };
  /**
   * What only the guild's server does, by the declarations' group: the demo says so, in Polish (the
   * guild's move and its files too, which the panel offers only with a server). Raider.IO and Warcraft
   * Logs answer the server, which keeps their secrets.
   */
  const serverWork: Record<string, string> = {
    characterImport: 'Wczytywanie z Raider.IO',
    attendanceLog: 'Wczytywanie z Warcraft Logs',
  };
  type Operation = ReturnType<typeof listOperations>[number];
  let declared: Promise<Map<string, Operation>> | undefined;
  /** The declared operations by name: the public reads at once, the rest (a chunk of its own) on the first call. */
  const operationNamed = async (name: string) => {
    const found = listOperations(publicReads).find((operation) => operation.name === name);
    if (found) return found;
    declared ??= import('../api-operations').then(
      ({ apiOperations }) => new Map(listOperations(apiOperations).map((one) => [one.name, one])),
      (error: unknown) => {
        // Asked again on the next call: a chunk that failed to load once may load then.
        declared = undefined;
        throw error;
      },
    );
    return (await declared).get(name);
  };
  /** Calls the operation's method on its group's service part, with the raider (unless public), the path's parameters and the input. */
  const dispatch =
    (name: string) =>
    async (...args: unknown[]) => {
      const operation = await operationNamed(name);
      if (!operation) throw new RaidApiError('unavailable', raidApiMessages.unavailable);
      const at = pathParams(operation.path).length;
      const who = operation.access === 'public' ? [] : [await (operation.access === 'session' ? signedIn : actor)(args.shift() as string)];
      const part = parts[operation.group];
      if (!part || operation.file)
        throw new RaidApiError('unavailable', `${serverWork[operation.group] ?? 'To'} działa tylko z serwerem gildii.`);
      if (args.length > at) args[at] = serviceInput(operation.input, args[at]);
      const service = (await part()) as Record<string, (...input: unknown[]) => unknown>;
      return service[name]!(...who, ...args);
    };

  const overrides: Partial<LocalRaidApi> = {
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
    guildAttendance: async (token, weeks) => (await actor(token), (await attendance()).guildAttendance(weeks)),
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
  };
  // Every other property is an operation the demo answers by its service (`then` is not: the adapter is
  // no promise); what only the guild's server answers is absent, so the panel hides it.
  return new Proxy(overrides, {
    get: (target, key) =>
      key in target || typeof key !== 'string' || key === 'then' || serverOnly.includes(key as never)
        ? target[key as keyof LocalRaidApi]
        : dispatch(key),
  }) as LocalRaidApi;
}
