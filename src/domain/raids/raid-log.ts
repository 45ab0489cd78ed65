import { formatRaidDate, formatTime } from '../schedule/format-raid';
import type { RaidInstance } from '../schedule';
import { invalidFields } from '../raid-api-error';
import type { AttendanceMark, RaidPlace } from './attendance-terms';
import type { GamePack } from '../game/game-pack-types';
import { logGameClass } from './log-game-class';
import { foldedKey, sameLoggedCharacter, sameRealm } from './log-names';

/**
 * A raid's log (a Warcraft Logs report) against its plan: who was in the fights and from when, beside
 * where each raider stood. The comparison is one pure function; the server fetches the report.
 */

/** A report as the server reads it from Warcraft Logs: instants in ms since 1970, fights' times relative to `startTime`. */
export interface RaidLogReport {
  code: string;
  startTime: number;
  endTime: number;
  fights: ReadonlyArray<{
    id: number;
    /** ms after the report's start. */
    startTime: number;
    endTime: number;
    /** 0 for trash; a boss otherwise. */
    encounterID: number;
    kill?: boolean | null;
    /** Actor ids of the players in the fight. */
    friendlyPlayers: readonly number[];
  }>;
  actors: ReadonlyArray<{
    id: number;
    name: string;
    server?: string | null;
    /** The class as Warcraft Logs names it (`DeathKnight`), when it says. */
    subType?: string | null;
    /** `<Class>-<Spec>` (`DeathKnight-Frost`), or the class alone when the spec is not known. */
    icon?: string | null;
  }>;
}

/**
 * The most a report of one raid night holds: 200 fights (trash pulls included), 40 players in a fight,
 * 80 players over the night (swaps), names as short as the game's. A report beyond them is no raid's and
 * is refused before any work is done on it.
 */
export const raidLogLimits = { fights: 200, playersPerFight: 40, players: 80, nameLength: 64 } as const;

/** Where a raider stood in the plan: the roster, the bench (the reserve too: ready, not needed), an absence, or nowhere. */
export type PlannedPlace = 'roster' | 'bench' | 'absence' | 'none';

/** What the log shows: in the fights from the first pull, first seen later than the guild allows, or never. */
export type SeenInLog = 'present' | 'late' | 'absent';

export interface RaidLogRow {
  nickname: string;
  /** The character the log showed, else the raider's main (or first) character, else the nickname. */
  character: string;
  planned: PlannedPlace;
  seen: SeenInLog;
  /** ISO instant of the first fight the character was in. */
  firstSeenAt?: string;
  suggested: AttendanceMark;
}

/** A character in the fights that belongs to no raider, as the log shows it: the officer may assign it to one. */
export interface UnassignedLogCharacter {
  name: string;
  realm?: string;
  /** The guild's game pack's class and spec, when the log names ones the pack knows. */
  classId?: string;
  specId?: string;
  /** Whoever played it, as the log shows: in the fights from the first pull, or late. */
  seen: Exclude<SeenInLog, 'absent'>;
  /** ISO instant of the first fight it was in. */
  firstSeenAt: string;
}

export interface RaidLogComparison {
  rows: RaidLogRow[];
  /** Characters in the fights that belong to no raider, by name, sorted. */
  unmatched: string[];
  /** The same characters, one per name and realm, with what the log tells of them (by name). */
  unassigned: UnassignedLogCharacter[];
}

/** A raider's character as the comparison matches it against the log. */
export interface LoggedCharacter {
  nickname: string;
  name: string;
  realm?: string;
  main?: boolean;
}

/** Minutes after the first pull a raider may join and still count as present. @default 15 (`lateAfterMinutes` in the guild config) */
export const defaultLateAfterMinutes = 15;

/**
 * The suggestion, per plan and log (the officer confirms or changes it):
 *
 * | planned \ seen | present | late | absent  |
 * |----------------|---------|------|---------|
 * | roster         | present | late | absent  |
 * | bench          | present | late | bench   |
 * | absence        | present | late | excused |
 * | none           | present | late | absent  |
 *
 * The log wins for who played: a bench or an absence who played is credited; one who did not keeps what
 * the plan said of them.
 */
export const suggestedFromLog: Record<PlannedPlace, Record<SeenInLog, AttendanceMark>> = {
  roster: { present: 'present', late: 'late', absent: 'absent' },
  bench: { present: 'present', late: 'late', absent: 'bench' },
  absence: { present: 'present', late: 'late', absent: 'excused' },
  none: { present: 'present', late: 'late', absent: 'absent' },
};

/** The sheet's place as the comparison plans it: the reserve waits like the bench. */
export const plannedPlace = (place: RaidPlace | undefined): PlannedPlace =>
  place === 'roster' ? 'roster' : place === 'bench' || place === 'reserve' ? 'bench' : place === 'absence' ? 'absence' : 'none';

export interface CompareRaidLogInput {
  /** Every raider of the raid's sheet with where they stood; raiders with characters but no place may be left out. */
  plan: ReadonlyArray<{ nickname: string; planned: PlannedPlace }>;
  /** The raiders' characters; a raider with none is matched by nickname. */
  characters: readonly LoggedCharacter[];
  report: RaidLogReport;
  lateAfterMinutes?: number;
  /** The guild's game, to name the class and spec of a character no raider has. @default none: left out */
  game?: GamePack;
}

/**
 * The plan against the log. Present: first seen in a fight starting no later than `lateAfterMinutes`
 * after the first pull (the first boss fight, else the first fight); late: after that; absent: in no
 * fight. Rows: every raider of the plan, then raiders outside it whose character was in the fights (as
 * `none`), by nickname.
 */
export function compareRaidLog({
  plan,
  characters,
  report,
  lateAfterMinutes = defaultLateAfterMinutes,
  game,
}: CompareRaidLogInput): RaidLogComparison {
  const firstFightOf = new Map<number, number>();
  for (const fight of report.fights) {
    for (const actorId of fight.friendlyPlayers) {
      const known = firstFightOf.get(actorId);
      if (known === undefined || fight.startTime < known) firstFightOf.set(actorId, fight.startTime);
    }
  }
  const bosses = report.fights.filter((fight) => fight.encounterID > 0);
  const pulls = bosses.length > 0 ? bosses : report.fights;
  const firstPull = Math.min(...pulls.map((fight) => fight.startTime));
  const seenActors = report.actors.filter((actor) => firstFightOf.has(actor.id));

  const planned = new Map(plan.map((entry) => [entry.nickname, entry.planned]));
  const charactersOf = new Map<string, LoggedCharacter[]>();
  for (const character of characters) charactersOf.set(character.nickname, [...(charactersOf.get(character.nickname) ?? []), character]);
  for (const { nickname } of plan) if (!charactersOf.has(nickname)) charactersOf.set(nickname, [{ nickname, name: nickname }]);

  // Each seen character goes to one raider: an exact name (and realm) first, a name without accents when only one fits.
  const raiderOfActor = new Map<number, { nickname: string; character: string }>();
  const candidates = [...charactersOf.values()].flat();
  for (const actor of seenActors) {
    const exact = candidates.filter((one) => sameLoggedCharacter({ name: actor.name, realm: actor.server }, one));
    const folded = candidates.filter((one) => foldedKey(one.name) === foldedKey(actor.name) && sameRealm(actor.server, one.realm));
    const owner = exact[0] ?? (new Set(folded.map((one) => one.nickname)).size === 1 ? folded[0] : undefined);
    if (owner) raiderOfActor.set(actor.id, { nickname: owner.nickname, character: actor.name });
  }

  const firstSeen = new Map<string, { at: number; character: string }>();
  for (const [actorId, owner] of raiderOfActor) {
    const at = firstFightOf.get(actorId)!;
    const known = firstSeen.get(owner.nickname);
    if (!known || at < known.at) firstSeen.set(owner.nickname, { at, character: owner.character });
  }

  const nicknames = [
    ...plan.map((entry) => entry.nickname),
    ...[...firstSeen.keys()].filter((nickname) => !planned.has(nickname)).sort(byName),
  ];
  const seenFrom = (at: number): Exclude<SeenInLog, 'absent'> => (at - firstPull > lateAfterMinutes * 60_000 ? 'late' : 'present');
  const instant = (at: number) => new Date(report.startTime + at).toISOString();
  const rows = nicknames.map((nickname): RaidLogRow => {
    const place = planned.get(nickname) ?? 'none';
    const seenAt = firstSeen.get(nickname);
    const seen: SeenInLog = seenAt ? seenFrom(seenAt.at) : 'absent';
    const own = charactersOf.get(nickname) ?? [];
    const row: RaidLogRow = {
      nickname,
      character: seenAt?.character ?? (own.find((one) => one.main) ?? own[0])?.name ?? nickname,
      planned: place,
      seen,
      suggested: suggestedFromLog[place][seen],
    };
    if (seenAt) row.firstSeenAt = instant(seenAt.at);
    return row;
  });
  const nobodys = seenActors.filter((actor) => !raiderOfActor.has(actor.id));
  const unmatched = [...new Set(nobodys.map((actor) => actor.name))].sort(byName);
  const unassigned: UnassignedLogCharacter[] = [];
  for (const actor of [...nobodys].sort((a, b) => firstFightOf.get(a.id)! - firstFightOf.get(b.id)!)) {
    // One line per character, though a report may list it twice (a relog): its first fight counts.
    if (unassigned.some((known) => sameLoggedCharacter(known, { name: actor.name, realm: actor.server ?? undefined }))) continue;
    const at = firstFightOf.get(actor.id)!;
    const character: UnassignedLogCharacter = { name: actor.name, seen: seenFrom(at), firstSeenAt: instant(at) };
    if (actor.server) character.realm = actor.server;
    if (game) Object.assign(character, logGameClass(game, actor));
    unassigned.push(character);
  }
  return { rows, unmatched, unassigned: unassigned.sort((a, b) => byName(a.name, b.name)) };
}

const byName = (a: string, b: string) => a.localeCompare(b, 'pl');

/**
 * The comparison once an officer gave a character of nobody to `nickname` (it is now theirs): the
 * character leaves `unassigned` and `unmatched` (other characters of that name on other realms stay),
 * and the raider is seen as the log saw it, from its first fight when that is earlier than their own;
 * a raider outside the plan gets a row (`none`) at the end.
 */
export function withAssignedCharacter(
  comparison: RaidLogComparison,
  nickname: string,
  assigned: UnassignedLogCharacter,
): RaidLogComparison {
  const unassigned = comparison.unassigned.filter((one) => !sameLoggedCharacter(one, assigned));
  const unmatched = comparison.unmatched.filter((name) => unassigned.some((one) => one.name === name));
  const known = comparison.rows.find((row) => row.nickname === nickname);
  const earlier = !known?.firstSeenAt || Date.parse(assigned.firstSeenAt) < Date.parse(known.firstSeenAt);
  const planned = known?.planned ?? 'none';
  const seen: RaidLogRow = {
    nickname,
    character: assigned.name,
    planned,
    seen: assigned.seen,
    firstSeenAt: assigned.firstSeenAt,
    suggested: suggestedFromLog[planned][assigned.seen],
  };
  const row = known && !earlier ? known : seen;
  const rows = known ? comparison.rows.map((one) => (one === known ? row : one)) : [...comparison.rows, row];
  return { rows, unmatched, unassigned };
}

/** A report more than this far from the raid's start is another night's. */
const sameNightMs = 12 * 3_600_000;

export const raidLogMessages = {
  badReport: 'Wklej adres raportu z Warcraft Logs (https://www.warcraftlogs.com/reports/…) albo sam jego kod.',
  otherDay: (reportStart: number, raid: RaidInstance, timeZone: string) =>
    `Ten raport zaczyna się ${formatRaidDate(reportStart, timeZone)} o ${formatTime(reportStart, timeZone)}, a rajd ` +
    `${formatRaidDate(raid.startUtc, timeZone)} o ${formatTime(raid.startUtc, timeZone)} – to raport z innego dnia.`,
  noFights: 'W tym raporcie nie ma żadnej walki – nie ma z czym porównać składu.',
} as const;

/** Throws `invalid` (field `report`) for a report of another night than the raid's, or one without fights. */
export function assertReportOfRaid(report: RaidLogReport, raid: RaidInstance, timeZone: string): void {
  if (Math.abs(report.startTime - Date.parse(raid.startUtc)) > sameNightMs) {
    throw invalidFields({ report: raidLogMessages.otherDay(report.startTime, raid, timeZone) });
  }
  if (report.fights.length === 0) throw invalidFields({ report: raidLogMessages.noFights });
}

/**
 * The Warcraft Logs site a report lives on: `www` (retail) or the Classic ones, each with its own
 * reports and its own API (`classic.warcraftlogs.com`, `fresh.`, `sod.`): a report is found only there.
 */
export type WarcraftLogsSite = 'www' | 'classic' | 'fresh' | 'sod';

const classicSites: readonly WarcraftLogsSite[] = ['classic', 'fresh', 'sod'];

/** A report as an officer pointed at it: its code and the site it is on (`www` for a code alone). */
export interface ReportRef {
  code: string;
  site: WarcraftLogsSite;
}

/**
 * The report from what an officer pasted: a report's address on any Warcraft Logs site
 * (`https://www.warcraftlogs.com/reports/<code>#fight=…`, `classic.`, `fresh.`, `sod.`, a language's
 * subdomain before them) or the code alone. Throws `invalid` (field `report`) otherwise.
 */
export function reportOf(raw: unknown): ReportRef {
  const found = reportIn(raw);
  if (!found) throw invalidFields({ report: raidLogMessages.badReport });
  return found;
}

/** The report in what an officer pasted (see `reportOf`), or `undefined`. */
export function reportIn(raw: unknown): ReportRef | undefined {
  const text = typeof raw === 'string' ? raw.trim() : '';
  return /^[A-Za-z0-9]{8,40}$/.test(text) ? { code: text, site: 'www' } : reportInUrl(text);
}

/** The report's code alone (see `reportOf`). */
export const reportCodeOf = (raw: unknown): string => reportOf(raw).code;

function reportInUrl(text: string): ReportRef | undefined {
  if (!URL.canParse(text)) return undefined;
  const url = new URL(text);
  if (!['https:', 'http:'].includes(url.protocol) || !/(^|\.)warcraftlogs\.com$/i.test(url.hostname)) return undefined;
  const code = /^\/reports\/([A-Za-z0-9]{8,40})\/?$/.exec(url.pathname)?.[1];
  if (!code) return undefined;
  const labels = url.hostname.toLowerCase().split('.').slice(0, -2);
  return { code, site: classicSites.find((site) => labels.includes(site)) ?? 'www' };
}
