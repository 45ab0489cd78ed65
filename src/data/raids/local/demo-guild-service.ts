import type { ScheduleConfig } from '../../../domain/schedule/generate-raids';
import type { GuildConfig } from '../../../domain/guild-config-types';
import type { loadDemoGame } from './demo-game';
import { seededSchedule } from '../../../domain/schedule/generate-raids';
import { guildContext, type GuildContext } from '../../../domain/service/guild-context';
import { signupService } from '../../../domain/service/signup-service';
import { RaidApiError } from '../../../domain/raid-api-error';
import { joiningMessages } from '../../../domain/accounts/guild-joining';
import { createBrowserGuildStore } from './browser-guild-store';
import { demoSecrets } from './demo-secrets';
import { demoStart } from './local-data';
import type { LocalStore } from './local-store';

export interface DemoGuildOptions {
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

/** Loads a part once, on first use; a failed load is tried again on the next call. */
function lazyPart<Part>(load: () => Promise<Part>): () => Promise<Part> {
  let loading: Promise<Part> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}

/** The answer of what only the guild's server does: `works` says what, in Polish. */
const needsServer = (works: string) => () => {
  throw new RaidApiError('unavailable', `${works} tylko z serwerem gildii.`);
};

/**
 * The demo's guild service, as the server builds its `GuildService` but on this device's storage: its
 * parts by the declarations' group (api-operations.ts), each a chunk of its own loaded when first used,
 * so a raider who only answers never downloads the officers' tools. In place of what only a server has
 * (its first-run link, the calendar feed, Discord), parts that answer as the demo can.
 */
export function demoGuildService(options: DemoGuildOptions): Record<string, () => Promise<object>> {
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
  // The parts that read characters (loot is matched to them) wait for the game.
  return {
    // The home page's public reads answer without the game. Its rosters are read by a signed-in
    // raider, whom the accounts part (waiting for the game) finds first: they are dressed.
    signups: async () => signups,
    accounts: withGame(part(async () => (await import('../../../domain/service/account-service')).accountService)),
    answers: withGame(part(async () => (await import('../../../domain/service/answer-service')).answerService)),
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
    // The demo's first account on the device is its admin: no first-run link to open.
    setup: async () => ({
      setupStatus: () => null,
      completeSetup: () => {
        throw new RaidApiError('forbidden', joiningMessages.demoHasNoSetup);
      },
    }),
    // No server to serve a calendar from.
    calendar: async () => ({ myCalendarFeed: () => null, regenerateCalendarFeed: () => null }),
    // Nor Discord to announce to.
    settings: async () => ({
      guildSettings: () => null,
      saveGuildSettings: needsServer('Ustawienia Discorda działają'),
      registerDiscordCommands: needsServer('Polecenia Discorda działają'),
      deliveries: () => [],
    }),
    // Raider.IO and Warcraft Logs answer the server, which keeps their secrets.
    characterImport: async () => ({ importCharacter: needsServer('Wczytywanie z Raider.IO działa') }),
    attendanceLog: async () => ({ importAttendanceLog: needsServer('Wczytywanie z Warcraft Logs działa') }),
  };
}
