import type { ScheduleConfig } from '../../../domain/schedule/generate-raids';
import type { GuildConfig } from '../../../domain/guild-config-types';
import type { loadDemoGame } from './demo-game';
import { seededSchedule } from '../../../domain/schedule/generate-raids';
import { guildContext, type Actor } from '../../../domain/service/guild-context';
import { signupService } from '../../../domain/service/signup-service';
import { RaidApiError } from '../../../domain/raid-api-error';
import { joiningMessages } from '../../../domain/accounts/guild-joining';
import type { RaidApi } from '../raid-api';
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

  async function onlyOnServer(token: string, service: string): Promise<never> {
    await actor(token);
    throw new RaidApiError('unavailable', `Wczytywanie z ${service} działa tylko z serwerem gildii.`);
  }

  return {
    kind: 'local',
    storageNotice: () => (local.notice ? storageNoticeText[local.notice] : null),
    signInOptions: async () => (await accounts()).signInOptions(),
    // The demo's first account on the device is its admin: no first-run link to open.
    setupStatus: async () => null,
    completeSetup: async () => {
      throw new RaidApiError('forbidden', joiningMessages.demoHasNoSetup);
    },
    createAccount: async (input) => (await accounts()).createAccount(input),
    signIn: async (input) => (await accounts()).signIn(input),
    signOut: async (token) => (await accounts()).signOut(token),
    currentRaider: async (token) => {
      const found = (await accounts()).signedIn(token);
      return found ? { nickname: found.account.nickname, role: found.account.role } : null;
    },
    changePassword: async (token, input) => (await accounts()).changePassword(await signedIn(token), input),
    resetPassword: async (input) => (await accounts()).resetPassword(input),
    mySessions: async (token) => (await accounts()).mySessions(await signedIn(token)),
    endSession: async (token, sessionId) => (await accounts()).endSession(await signedIn(token), sessionId),
    listMembers: async (token) => (await accounts()).listMembers(await actor(token)),
    setMemberRole: async (token, nickname, role) => (await accounts()).setMemberRole(await actor(token), nickname, { role }),
    issueResetCode: async (token, nickname) => (await accounts()).issueResetCode(await actor(token), nickname),
    removeMember: async (token, nickname) => (await accounts()).removeMember(await actor(token), nickname),
    auditLog: async (token, limit) => (await accounts()).auditLog(await actor(token), limit),
    listRaids: async (range) => signups.listRaids(range),
    listSeries: async () => signups.listSeries(),
    createSeries: async (token, input) => (await officers()).createSeries(await actor(token), input),
    updateSeries: async (token, seriesId, patch) => (await officers()).updateSeries(await actor(token), seriesId, patch),
    createRaid: async (token, input) => (await officers()).createRaid(await actor(token), input),
    updateRaid: async (token, raidId, patch) => (await officers()).updateRaid(await actor(token), raidId, patch),
    decideRoster: async (token, raidId, nickname, input) => (await rosters()).decideRoster(await actor(token), raidId, nickname, input),
    decideRosters: async (token, raidId, input) => (await rosters()).decideRosters(await actor(token), raidId, input),
    rosterSuggestion: async (token, raidId) => (await suggestions()).suggestion(await actor(token), raidId),
    applyRosterSuggestion: async (token, raidId) => (await suggestions()).applySuggestion(await actor(token), raidId),
    getRoster: async (token, raidId) => (await actor(token), await gameReady(), signups.roster(raidId)),
    listRosters: async (token, range) => (await actor(token), await gameReady(), signups.rosters(range)),
    mySignups: async (token, range) => signups.mySignups(await actor(token), range),
    saveSignup: async (token, input) => (await answers()).saveSignup(await actor(token), input),
    saveSignups: async (token, list) => (await answers()).saveSignups(await actor(token), { answers: list }),
    myStanding: async (token) => (await standing()).myStanding(await actor(token)),
    setStanding: async (token, seriesId, input) => (await standing()).setStanding(await actor(token), seriesId, input),
    removeStanding: async (token, seriesId) => (await standing()).removeStanding(await actor(token), seriesId),
    attendance: async (token) => (await attendance()).attendance(await actor(token)),
    guildAttendance: async (token, weeks) => (await actor(token), (await attendance()).guildAttendance(weeks)),
    attendanceSheet: async (token, raidId) => (await attendance()).attendanceSheet(await actor(token), raidId),
    recordAttendance: async (token, raidId, input) => (await attendance()).recordAttendance(await actor(token), raidId, input),
    // Raider.IO and Warcraft Logs answer the guild's server (which keeps the Warcraft Logs client's secret): the demo has none.
    importCharacter: (token) => onlyOnServer(token, 'Raider.IO'),
    importAttendanceLog: (token) => onlyOnServer(token, 'Warcraft Logs'),
    myAbsences: async (token) => (await absences()).myAbsences(await actor(token)),
    addAbsence: async (token, input) => (await absences()).addAbsence(await actor(token), input),
    endAbsence: async (token, absenceId) => (await absences()).endAbsence(await actor(token), absenceId),
    gamePack: async () => (await gameReady(), loadedGame!.pack()),
    myCharacters: async (token) => (await characters()).myCharacters(await actor(token)),
    addCharacter: async (token, input) => (await characters()).addCharacter(await actor(token), input),
    updateCharacter: async (token, characterId, patch) => (await characters()).updateCharacter(await actor(token), characterId, patch),
    removeCharacter: async (token, characterId) => (await characters()).removeCharacter(await actor(token), characterId),
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
}
