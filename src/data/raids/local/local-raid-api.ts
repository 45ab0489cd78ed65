import type { ScheduleConfig } from '../../../domain/schedule/generate-raids';
import { scheduleFromConfig, seriesView } from '../../../domain/schedule/guild-schedule';
import { findRaid, raidsInRange } from '../../../domain/raids/find-raids';
import type { RaidApi } from '../raid-api';
import { RaidApiError, raidApiMessages } from '../../../domain/raid-api-error';
import { raiderKey } from '../../../domain/accounts/raider-key';
import { buildRoster } from '../../../domain/raids/roster';
import { decideSignup, parseSignupInput } from '../../../domain/raids/save-rules';
import type { AccountMethods } from './local-accounts';
import type { LocalData } from './local-data';
import { storageNoticeText, type LocalStore } from './local-store';

export interface LocalRaidApiOptions {
  store: LocalStore;
  /** The guild's schedule (read on every call: a config that loads later applies at once). */
  config: () => ScheduleConfig;
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

/** The in-browser demo adapter: the same rules as the server, kept in this device's storage. */
export function createLocalRaidApi(options: LocalRaidApiOptions): LocalRaidApi {
  const { store, config } = options;
  const now = options.now ?? (() => new Date());
  const accessCodeRequired = Boolean(options.accessCode);

  // The account rules load as a chunk of their own, requested at once: the raid rules and the account
  // rules are each a full part of the demo, and one file of both would be the largest the panel loads.
  const accounts = import('./local-accounts').then(({ createLocalAccounts }) =>
    createLocalAccounts({ store, now, accessCode: options.accessCode, firstAccountAdmin: options.firstAccountAdmin ?? false }),
  );
  // Swallowed here only so a failed load is not reported unhandled before a call awaits it (and fails).
  accounts.catch(() => {});
  // The absence rules, a chunk of their own for the same reason; rosters and attendance wait for them.
  const absences = import('./local-absences').then(async ({ createLocalAbsences, effectiveAnswers }) => {
    const { accountOf } = await accounts;
    const raiderOf = (data: LocalData, token: string) => accountOf(data, token).nickname;
    return { effectiveAnswers, methods: createLocalAbsences({ store, config, now, raiderOf }) };
  });
  absences.catch(() => {});
  const withAbsences = async () => (await absences).effectiveAnswers;
  /** The current data and the raider the token signs in (`unauthorized` otherwise). */
  const signedIn = async (token: string): Promise<{ data: LocalData; raider: string }> => {
    const { accountOf } = await accounts;
    const data = store.read();
    return { data, raider: accountOf(data, token).nickname };
  };
  const account = <Name extends keyof AccountMethods>(name: Name): AccountMethods[Name] =>
    (async (...args: unknown[]) => ((await accounts).methods[name] as (...input: unknown[]) => unknown)(...args)) as AccountMethods[Name];

  // The officer's schedule tools: a chunk of their own, loaded on the first officer change.
  const officerTools = async () => {
    const [{ createLocalSchedule }, { accountOf }] = await Promise.all([import('./local-schedule'), accounts]);
    return createLocalSchedule({ store, config, now, accountOf });
  };
  // Attendance (figures and sheets): a chunk of its own, loaded when a page asks for it.
  const attendanceTools = async () => {
    const [{ createLocalAttendance }, { accountOf }] = await Promise.all([import('./local-attendance'), accounts]);
    return createLocalAttendance({ store, config, now, accountOf });
  };
  /** The schedule as an officer on this device left it, or the config's. */
  const schedule = (data: LocalData = store.read()) => data.schedule ?? scheduleFromConfig(config());

  function raidOrThrow(raidId: string, data?: LocalData) {
    const raid = findRaid(config(), raidId, schedule(data));
    if (!raid) throw new RaidApiError('not-found', raidApiMessages.notFound);
    return raid;
  }

  // Async like every adapter, so callers never depend on the local store answering synchronously.
  const run = async <T>(work: () => T): Promise<T> => work();

  return {
    kind: 'local',
    storageNotice: () => (store.notice ? storageNoticeText[store.notice] : null),
    signInOptions: () => run(() => ({ accessCodeRequired })),
    createAccount: account('createAccount'),
    signIn: account('signIn'),
    signOut: account('signOut'),
    currentRaider: account('currentRaider'),
    changePassword: account('changePassword'),
    resetPassword: account('resetPassword'),
    mySessions: account('mySessions'),
    endSession: account('endSession'),
    listMembers: account('listMembers'),
    setMemberRole: account('setMemberRole'),
    issueResetCode: account('issueResetCode'),
    auditLog: account('auditLog'),
    listRaids: (range) => run(() => raidsInRange(config(), range, schedule())),
    listSeries: () => run(() => schedule().series.map(seriesView)),
    createSeries: async (token, input) => (await officerTools()).createSeries(token, input),
    updateSeries: async (token, seriesId, patch) => (await officerTools()).updateSeries(token, seriesId, patch),
    createRaid: async (token, input) => (await officerTools()).createRaid(token, input),
    updateRaid: async (token, raidId, patch) => (await officerTools()).updateRaid(token, raidId, patch),
    decideRoster: async (token, raidId, nickname, input) => {
      const [{ createLocalRosterDecisions }, { accountOf }] = await Promise.all([import('./local-roster-decisions'), accounts]);
      return createLocalRosterDecisions({ store, config, now, accountOf }).decideRoster(token, raidId, nickname, input);
    },
    getRoster: async (token, raidId) => {
      const { data } = await signedIn(token);
      const effectiveAnswers = await withAbsences();
      const raid = raidOrThrow(raidId, data);
      return buildRoster(raid, effectiveAnswers([raid], data.signups, data.absences), data.decisions);
    },
    listRosters: async (token, range) => {
      const { data } = await signedIn(token);
      const effectiveAnswers = await withAbsences();
      const raids = raidsInRange(config(), range, schedule(data));
      const answers = effectiveAnswers(raids, data.signups, data.absences);
      return raids.map((raid) => buildRoster(raid, answers, data.decisions));
    },
    mySignups: async (token, range) => {
      const { data, raider } = await signedIn(token);
      const ids = new Set(raidsInRange(config(), range, schedule(data)).map((raid) => raid.id));
      return data.signups.filter((signup) => ids.has(signup.raidId) && raiderKey(signup.raider) === raiderKey(raider));
    },
    saveSignup: async (token, rawInput) => {
      const { accountOf } = await accounts;
      const effectiveAnswers = await withAbsences();
      const input = parseSignupInput(rawInput);
      return store.update((data) => {
        const raid = raidOrThrow(input.raidId, data);
        if (raid.status === 'cancelled') throw new RaidApiError('locked', raidApiMessages.cancelled);
        const raider = accountOf(data, token).nickname;
        const index = data.signups.findIndex((s) => s.raidId === raid.id && raiderKey(s.raider) === raiderKey(raider));
        const previous = index >= 0 ? data.signups[index] : undefined;
        const { signup, changed } = decideSignup(raid, previous, raider, input, () => (data.sequence += 1), now());
        if (changed) {
          if (index >= 0) data.signups[index] = signup;
          else data.signups.push(signup);
        }
        return { signup, roster: buildRoster(raid, effectiveAnswers([raid], data.signups, data.absences), data.decisions) };
      });
    },
    attendance: async (token) => (await attendanceTools()).raiderAttendance(token),
    guildAttendance: async (token, weeks) => (await attendanceTools()).guildAttendance(token, weeks),
    attendanceSheet: async (token, raidId) => (await attendanceTools()).attendanceSheet(token, raidId),
    recordAttendance: async (token, raidId, input) => (await attendanceTools()).recordAttendance(token, raidId, input),
    myAbsences: async (token) => (await absences).methods.myAbsences(token),
    addAbsence: async (token, input) => (await absences).methods.addAbsence(token, input),
    endAbsence: async (token, absenceId) => (await absences).methods.endAbsence(token, absenceId),
    // The demo has no server to serve a calendar from.
    myCalendarFeed: () => run(() => null),
    regenerateCalendarFeed: () => run(() => null),
    // Nor Discord to announce to.
    guildSettings: () => run(() => null),
    saveGuildSettings: () =>
      run(() => {
        throw new RaidApiError('unavailable', 'Ustawienia Discorda działają tylko z serwerem gildii.');
      }),
    deliveries: () => run(() => []),
    onExternalChange: (listener) => store.watch(listener),
  };
}
