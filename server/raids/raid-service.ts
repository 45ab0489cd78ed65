import type { Database } from 'better-sqlite3';
import { scheduleFromConfig, seriesView, type GuildSchedule, type ScheduleConfig } from '../../src/domain/schedule';
import {
  RaidApiError,
  assertOfficer,
  buildRoster,
  changeNight,
  createOneOff,
  createSeries,
  decideRoster,
  decideSignup,
  findRaid,
  nightChangeDetail,
  nightChangeEvents,
  parseSignupInput,
  raidApiMessages,
  raiderKey,
  raidsInRange,
  updateSeries,
  type AuditAction,
  type MemberRole,
  type RaidRange,
  type Signup,
} from '../../src/domain';
import { createAccountStore } from '../database/account-store';
import { createScheduleStore } from '../database/schedule-store';
import {
  absenceMessages,
  checkNotPast,
  effectiveAnswers,
  endAbsenceEarly,
  localToday,
  validateAbsenceInput,
  type Absence,
} from '../../src/domain/raids/absences';
import type { RaidInstance } from '../../src/domain/schedule';
import {
  assertAttendanceOpen,
  attendanceSheet,
  endedRaids,
  firstRaidStarts,
  guildAttendance,
  parseAttendanceEntries,
  raiderAttendance,
  type AttendanceData,
} from '../../src/domain/raids/attendance';
import { attendanceWeeks } from '../../src/domain/raids/attendance-terms';
import { createAbsenceStore } from '../database/absence-store';
import { createAttendanceStore } from '../database/attendance-store';
import { createSignupStore } from '../database/signup-store';
import type { StorageHealth } from '../database/storage-health';
import type { RaidEventBus } from './raid-events';
import { createRosterCache } from './roster-cache';

/** Who does an officer action: the signed-in account's nickname and role. */
export interface Actor {
  nickname: string;
  role: MemberRole;
}

export interface RaidServiceOptions {
  db: Database;
  config: ScheduleConfig;
  /** Whether the guild set an access code (asked for when an account is created). */
  accessCodeRequired: boolean;
  now: () => Date;
  /** Turns storage faults of writes into `unavailable` and tells the health check. */
  storage: StorageHealth;
  /** Where officer changes are published, inside the transaction that makes them. */
  events: RaidEventBus;
}

/**
 * The guild's raids on SQLite, with the same rules as every RaidApi adapter (src/data/raids): this file
 * only decides what is read and written in which transaction. Synchronous, like better-sqlite3.
 */
export function createRaidService({ db, config, accessCodeRequired, now, storage, events }: RaidServiceOptions) {
  const signups = createSignupStore(db);
  const scheduleStore = createScheduleStore(db);
  const audit = createAccountStore(db).audit;
  const absences = createAbsenceStore(db);
  const attendance = createAttendanceStore(db);
  const rosterAnswers = createRosterCache();

  db.transaction(() => scheduleStore.seedOnce(scheduleFromConfig(config), now().toISOString())).immediate();
  // The schedule as last committed: read by every request, replaced after every schedule write (one
  // process owns the database, see `lockDataDirectory`).
  let schedule: GuildSchedule = scheduleStore.load();

  /** Absences touching any of the raids' nights (by local date). */
  function absencesFor(raids: readonly RaidInstance[]): Absence[] {
    if (raids.length === 0) return [];
    const dates = raids.map((raid) => raid.localDate).sort();
    return absences.overlapping(dates[0]!, dates.at(-1)!);
  }

  /** The answers a roster counts for one raid: its signups plus the absences covering it. */
  const answersFor = (raid: RaidInstance, raidSignups: readonly Signup[]) => effectiveAnswers([raid], raidSignups, absencesFor([raid]));

  /** What attendance reads for the raids that ended in the last `weeks` weeks (cancelled nights left out). */
  function attendanceData(weeks: number, at: Date): AttendanceData {
    const raids = endedRaids(config, schedule, weeks, at);
    const ids = raids.map((raid) => raid.id);
    const starts = new Map<string, string | undefined>();
    const startOf = (raidId: string) => {
      if (!starts.has(raidId)) starts.set(raidId, findRaid(config, raidId, schedule)?.startUtc);
      return starts.get(raidId);
    };
    return {
      raids,
      signups: [...signups.forRaids(ids).values()].flat(),
      records: attendance.forRaids(ids),
      decisions: signups.decisions(ids),
      absences: absencesFor(raids),
      firstRaidStart: firstRaidStarts([...signups.answeredRaids(), ...attendance.everyone()], startOf),
    };
  }

  /** What one raid's attendance sheet reads. */
  const sheetOf = (raid: RaidInstance) =>
    attendanceSheet(
      {
        signups: signups.forRaid(raid.id),
        records: attendance.forRaids([raid.id]),
        decisions: signups.decisions([raid.id]),
        absences: absencesFor([raid]),
      },
      raid,
    );

  const invalid = (errors: Record<string, string | undefined>) =>
    new RaidApiError('invalid', raidApiMessages.invalid, errors as Record<string, string>);

  function raidOrThrow(raidId: string) {
    const raid = findRaid(config, raidId, schedule);
    if (!raid) throw new RaidApiError('not-found', raidApiMessages.notFound);
    return raid;
  }

  /**
   * A raid raiders can answer: one the schedule publishes, i.e. starting within its `weeksAhead` (plus a
   * week, for a panel whose week starts earlier than the server's clock). Ids of raids years ahead parse
   * and follow the weekly pattern, but nobody is shown them: without this, anyone could fill the
   * database with signups to the year 9998.
   */
  function publishedRaidOrThrow(raidId: string) {
    const raid = raidOrThrow(raidId);
    const horizon = now().getTime() + (config.schedule.weeksAhead + 1) * 7 * 86_400_000;
    if (Date.parse(raid.startUtc) >= horizon) throw new RaidApiError('not-found', raidApiMessages.notFound);
    return raid;
  }

  function rostersIn(range: RaidRange) {
    const raids = raidsInRange(config, range, schedule);
    const byRaid = signups.forRaids(raids.map((raid) => raid.id));
    const decisions = signups.decisions(raids.map((raid) => raid.id));
    const answers = effectiveAnswers(raids, [...byRaid.values()].flat(), absencesFor(raids));
    return raids.map((raid) => buildRoster(raid, answers, decisions));
  }

  // One write transaction per answer, taken before the first read (BEGIN IMMEDIATE): another server
  // process on the same database waits for it, so the previous answer, the next place in the signup
  // order and the write are one step, and two answers can never both see a free place.
  const saveInTransaction = db.transaction((nickname: string, rawInput: unknown) => {
    const input = parseSignupInput(rawInput);
    const raid = publishedRaidOrThrow(input.raidId);
    if (raid.status === 'cancelled') throw new RaidApiError('locked', raidApiMessages.cancelled);
    const key = raiderKey(nickname);
    const previous = signups.find(raid.id, key);
    const { signup, changed } = decideSignup(raid, previous, nickname, input, signups.nextSequence, now());
    if (changed) signups.save(signup, key);
    return { signup, roster: buildRoster(raid, answersFor(raid, signups.forRaid(raid.id)), signups.decisions([raid.id])) };
  });

  /**
   * One officer change: the current schedule read, the change decided and stored, the audit entry and the
   * events written, all in one write transaction; the schedule in memory is replaced after the commit.
   */
  function scheduleWrite<T>(
    actor: Actor,
    work: (current: GuildSchedule, at: Date) => { result: T; action: AuditAction; target: string; detail: string },
  ): T {
    assertOfficer(actor.role);
    const run = db.transaction(() => {
      const at = now();
      const outcome = work(scheduleStore.load(), at);
      audit({ at: at.toISOString(), actor: actor.nickname, action: outcome.action, target: outcome.target, detail: outcome.detail });
      return outcome.result;
    });
    try {
      return storage.write(() => run.immediate());
    } finally {
      schedule = scheduleStore.load();
      rosterAnswers.invalidate();
    }
  }

  return {
    signInOptions: () => ({ accessCodeRequired }),

    listRaids: (range: RaidRange) => raidsInRange(config, range, schedule),

    /**
     * One night as the database has it now: inside an officer's transaction (a raid-event listener) that
     * includes the change not yet committed, which the schedule in memory only takes after the commit.
     */
    raidAsStored: (raidId: string) => findRaid(config, raidId, scheduleStore.load()),

    listSeries: () => schedule.series.map(seriesView),

    createSeries: (actor: Actor, rawInput: unknown) =>
      scheduleWrite(actor, (current, at) => {
        const series = createSeries(config, current, rawInput, at);
        scheduleStore.saveSeries(series, at.toISOString());
        return { result: seriesView(series), action: 'series-created', target: series.id, detail: series.versions[0]!.title };
      }),

    updateSeries: (actor: Actor, seriesId: string, rawPatch: unknown) =>
      scheduleWrite(actor, (current, at) => {
        const series = updateSeries(config, current, seriesId, rawPatch, at);
        scheduleStore.saveSeries(series, at.toISOString());
        return {
          result: seriesView(series),
          action: 'series-changed',
          target: series.id,
          detail: `zmienione: ${Object.keys(rawPatch as object).join(', ')}`,
        };
      }),

    createRaid: (actor: Actor, rawInput: unknown) =>
      scheduleWrite(actor, (current, at) => {
        const raid = createOneOff(config, current, rawInput, at);
        scheduleStore.saveOneOff(raid, at.toISOString());
        const night = findRaid(config, `${raid.id}-${raid.date}`, { ...current, oneOff: [...current.oneOff, raid] })!;
        events.publish({ kind: 'raid-created', raidId: night.id });
        return { result: night, action: 'raid-created', target: night.id, detail: raid.title };
      }),

    /**
     * A raid leader's roster decision, in one write transaction with the signups of the raid (the same
     * BEGIN IMMEDIATE as every answer), its audit entry and its `roster-decided` event.
     */
    decideRoster(actor: Actor, raidId: string, nickname: string, rawInput: unknown) {
      assertOfficer(actor.role);
      const run = db.transaction(() => {
        const at = now();
        const raid = raidOrThrow(raidId);
        // The same answers every roster counts (absences included), so this answer equals the next GET.
        const { stored, roster } = decideRoster(
          raid,
          answersFor(raid, signups.forRaid(raid.id)),
          signups.decisions([raid.id]),
          nickname,
          rawInput,
          at,
        );
        const key = raiderKey(nickname);
        if (stored) signups.saveDecision(stored, key, actor.nickname, at.toISOString());
        else signups.removeDecision(raid.id, key);
        const decision = stored?.decision ?? 'auto';
        audit({
          at: at.toISOString(),
          actor: actor.nickname,
          action: 'roster-decision',
          target: `${raid.id} ${nickname}`,
          detail: stored?.role ? `${decision}, rola ${stored.role}` : decision,
        });
        events.publish({ kind: 'roster-decided', raidId: raid.id, nickname, decision });
        return roster;
      });
      try {
        return storage.write(() => run.immediate());
      } finally {
        rosterAnswers.invalidate();
      }
    },

    updateRaid: (actor: Actor, raidId: string, rawPatch: unknown) =>
      scheduleWrite(actor, (current, at) => {
        const changed = changeNight(config, current, raidId, rawPatch, at);
        scheduleStore.saveChange(changed.change, at.toISOString());
        for (const event of nightChangeEvents(changed)) events.publish(event);
        return { result: changed.after, action: 'raid-changed', target: raidId, detail: nightChangeDetail(changed, config) };
      }),

    roster(raidId: string) {
      const raid = raidOrThrow(raidId);
      return buildRoster(raid, answersFor(raid, signups.forRaid(raid.id)), signups.decisions([raid.id]));
    },

    rosters: rostersIn,

    /** `rosters(range)` as JSON bytes (gzipped when asked), from the roster cache until the next signup write. */
    rostersJson: (range: RaidRange, gzip: boolean): Buffer =>
      rosterAnswers.get(`rosters ${range.from} ${range.to}`, () => rostersIn(range), gzip),

    mySignups(nickname: string, range: RaidRange) {
      const ids = new Set(raidsInRange(config, range, schedule).map((raid) => raid.id));
      return signups.forRaider(raiderKey(nickname)).filter((signup) => ids.has(signup.raidId));
    },

    /** Throws `invalid`, `not-found`, `locked` or `past`; nothing is written then. */
    saveSignup(nickname: string, rawInput: unknown) {
      try {
        return storage.write(() => saveInTransaction.immediate(nickname, rawInput));
      } finally {
        // After the transaction (committed or rolled back): a reader never caches a roster mid-write.
        rosterAnswers.invalidate();
      }
    },

    /** The raider's own figure over the last weeks (the overview). */
    attendance: (nickname: string) => raiderAttendance(attendanceData(attendanceWeeks, now()), nickname, attendanceWeeks),

    /** Every raider's figure over the last `weeks` weeks (the guild table). */
    guildAttendance: (weeks: number) => guildAttendance(attendanceData(weeks, now())),

    /** Officers: one raid's sheet, recorded marks or suggestions from the answers. */
    attendanceSheet(actor: Actor, raidId: string) {
      assertOfficer(actor.role);
      return sheetOf(raidOrThrow(raidId));
    },

    /**
     * Officers: records marks for a raid between its start and 7 days after, in one write transaction
     * with its audit entry. Throws `locked` outside that time, `invalid` for a bad entry (nothing written).
     */
    recordAttendance(actor: Actor, raidId: string, rawInput: unknown) {
      assertOfficer(actor.role);
      const run = db.transaction(() => {
        const at = now();
        const raid = raidOrThrow(raidId);
        assertAttendanceOpen(raid, at);
        const entries = parseAttendanceEntries(rawInput, sheetOf(raid));
        for (const entry of entries) {
          attendance.save(
            {
              raidId: raid.id,
              raider: entry.nickname,
              attendance: entry.attendance,
              recordedBy: actor.nickname,
              recordedAt: at.toISOString(),
            },
            raiderKey(entry.nickname),
          );
        }
        audit({
          at: at.toISOString(),
          actor: actor.nickname,
          action: 'attendance-recorded',
          target: raid.id,
          detail: entries.map((entry) => `${entry.nickname}: ${entry.attendance}`).join(', '),
        });
        return sheetOf(raid);
      });
      return storage.write(() => run.immediate());
    },

    /** The raider's absences that have not ended yet (today in the guild's zone), by start. */
    myAbsences: (nickname: string): Absence[] => absences.forRaider(raiderKey(nickname), localToday(now(), config.timezone)),

    /** Throws `invalid`; the nights it covers count as "Nie będę" from now on. */
    addAbsence(nickname: string, rawInput: unknown): Absence {
      const checked = validateAbsenceInput(rawInput);
      if (!checked.ok) throw invalid(checked.errors);
      const current = checkNotPast(checked.value, localToday(now(), config.timezone));
      if (!current.ok) throw invalid(current.errors);
      try {
        return storage.write(() => absences.create(raiderKey(nickname), nickname, current.value, now().toISOString()));
      } finally {
        rosterAnswers.invalidate();
      }
    },

    /** Ends an absence early (README: absences); `not-found` for another raider's or an unknown id. */
    endAbsence(nickname: string, id: string): void {
      const absence = absences.find(id, raiderKey(nickname));
      if (!absence) throw new RaidApiError('not-found', absenceMessages.notFound);
      const decision = endAbsenceEarly(absence, localToday(now(), config.timezone));
      try {
        storage.write(() => {
          if (decision.action === 'delete') absences.remove(absence.id);
          else if (decision.action === 'shorten') absences.shorten(absence.id, decision.to);
        });
      } finally {
        rosterAnswers.invalidate();
      }
    },
  };
}

export type RaidService = ReturnType<typeof createRaidService>;
