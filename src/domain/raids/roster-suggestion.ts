import { raidRoles, type RaidRole } from '../guild-config-types';
import { raiderKey } from '../accounts/raider-key';
import { inLastWeeks as inLastWeeksPhrase, ofRaids } from '../counted-phrases';
import { itemCount } from '../loot/loot-phrases';
import type { RaidInstance } from '../schedule/raid-instance';
import { toZoned } from '../schedule/zoned-time';
import type { AttendanceRow } from './attendance-terms';
import { roleLabels, statusLabels } from './signup-labels';
import { isComing, type RosterDecision, type Signup } from './signup-types';
import { monthsGenitive } from '../schedule/polish-months';

/** How far back the suggestion looks for benches and attendance. */
export const suggestionWeeks = 8;

const inLastWeeks = inLastWeeksPhrase(suggestionWeeks);

/** The rule the suggestion follows, with loot as the tie-breaker or without, as the API answers it and the page shows it. */
const ruleText = (weighLoot: boolean) =>
  'Najpierw osoby, którym lider potwierdził miejsce. Potem, w każdej roli do jej limitu i do rozmiaru rajdu: najpierw ' +
  `osoby częściej na ławce ${inLastWeeks}, przy równej liczbie – ` +
  (weighLoot ? `z mniejszą liczbą przedmiotów z łupów ${inLastWeeks}, dalej – ` : '') +
  'z wyższą frekwencją, dalej – według kolejności zapisów. ' +
  `Odpowiedzi „${statusLabels.late}” idą po odpowiedziach „${statusLabels.accepted}”. Ławka to ławka zapisana w obecności albo ` +
  'miejsce na ławce lub w rezerwie rajdu, który się odbył. Frekwencja liczy się jak w tabeli frekwencji. ' +
  (weighLoot ? 'Przedmioty to przydziały z zaimportowanych eksportów łupów, każda specjalizacja. ' : '') +
  'Wcześniejsze decyzje „na ławce” propozycja układa od nowa.';

/** The rule of a guild that does not weigh loot (`lootOnBench` off). */
export const suggestionRule = ruleText(false);
/** The rule of a guild that weighs loot as the tie-breaker (`lootOnBench: "tie-breaker"`). */
export const suggestionRuleWithLoot = ruleText(true);

export const suggestionMessages = {
  cancelled: 'Ten rajd jest odwołany – nie ma składu do ustawienia.',
  nobody: 'Nikt nie zapisał się na ten rajd – nie ma składu do ustawienia.',
} as const;

/** One raider of the suggestion: where they go, in which role, and why, in plain Polish. */
export interface SuggestionPlace {
  nickname: string;
  /** The character the raider answered with, when their answer names one. */
  characterId?: string;
  role: RaidRole;
  place: 'roster' | 'bench';
  /** At least one; each a short phrase that reads the same beside every raider's name. */
  reasons: string[];
}

export interface RosterSuggestion {
  rule: string;
  /** Every coming raider, in the order the rule takes them: confirmations first, then by priority. */
  places: SuggestionPlace[];
}

export interface SuggestionInput {
  raid: Pick<RaidInstance, 'id' | 'size' | 'roleTargets'>;
  /** The answers the raid's roster counts (signups and absences); other raids' are ignored. */
  answers: readonly Signup[];
  /** The leader's decisions; other raids' are ignored. */
  decisions: readonly RosterDecision[];
  /** Per raider key, nights on the bench in the last `suggestionWeeks` weeks (`benchCounts`). */
  benched: ReadonlyMap<string, number>;
  /** The attendance table over the same weeks (`guildAttendance`). */
  attendance: readonly AttendanceRow[];
  /** The guild's time zone: answer times are shown in it. */
  timeZone: string;
  /**
   * Per raider key, items received in the same weeks, when the guild weighs loot (`lootOnBench`):
   * named in every reason and the tie-breaker among raiders benched equally often. Absent: not weighed.
   */
  loot?: ReadonlyMap<string, number>;
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** `zapis o 19:02 (3 marca)`: when the answer was last given, in the guild's time zone. */
export function answerTimeReason(updatedAt: string, timeZone: string): string {
  const local = toZoned(Date.parse(updatedAt), timeZone);
  return `zapis o ${twoDigits(local.hour)}:${twoDigits(local.minute)} (${local.day} ${monthsGenitive[local.month - 1]})`;
}

/** `2× na ławce w ostatnich 8 tygodniach`, or `ani razu na ławce …`. */
export const benchReason = (times: number): string => `${times === 0 ? 'ani razu' : `${times}×`} na ławce ${inLastWeeks}`;

/** `2 przedmioty w ostatnich 8 tygodniach`, or `ani jednego przedmiotu …`. */
export const lootReason = (items: number): string => `${items === 0 ? 'ani jednego przedmiotu' : itemCount(items)} ${inLastWeeks}`;

/** `frekwencja 92% (12 z 13 rajdów)`, or that nothing counts yet. */
export function attendanceReason(row: Pick<AttendanceRow, 'counted' | 'attended' | 'rate'> | undefined): string {
  if (!row || row.counted === 0) return `frekwencja: brak rajdów do policzenia ${inLastWeeks}`;
  return `frekwencja ${Math.round(row.rate * 100)}% (${row.attended} ${ofRaids(row.counted)})`;
}

interface Candidate {
  signup: Signup;
  key: string;
  role: RaidRole;
  late: boolean;
  benched: number;
  /** Items received, when loot is weighed; else 0 for everyone. */
  items: number;
  rate: number;
  reasons: string[];
}

/**
 * The fair-bench suggestion for one raid, a pure function of its state (the same state gives the same
 * suggestion, whatever order the data comes in). The leader's confirmations (the first `size`, in the
 * order the roster takes them) are in; every other coming raider is taken in priority order, each while
 * their role is under its target and the raid under its size: on-time answers before "Spóźnię się", then
 * more nights on the bench first, then (when the guild weighs loot) fewer items received, then higher
 * attendance, then the earlier place in the signup order.
 * Earlier bench decisions do not bind it (see `suggestionRule`). A raider's role is the leader's choice
 * when there is one, else their answer's.
 */
export function suggestRoster(input: SuggestionInput): RosterSuggestion {
  const { raid, timeZone } = input;
  const decided = new Map(input.decisions.filter((one) => one.raidId === raid.id).map((one) => [raiderKey(one.raider), one]));
  const rates = new Map(input.attendance.map((row) => [raiderKey(row.nickname), row]));
  const candidates: Array<Candidate & { confirmed: boolean; order: number }> = input.answers
    .filter((signup) => signup.raidId === raid.id && isComing(signup.status))
    .map((signup) => {
      const key = raiderKey(signup.raider);
      const decision = decided.get(key);
      const benched = input.benched.get(key) ?? 0;
      const items = input.loot?.get(key) ?? 0;
      const row = rates.get(key);
      const late = signup.status === 'late';
      const reasons = [
        ...(decision?.decision === 'confirmed' ? ['potwierdzenie lidera'] : []),
        ...(late ? [`odpowiedź „${statusLabels.late}” – po osobach, które będą na czas`] : []),
        benchReason(benched),
        ...(input.loot ? [lootReason(items)] : []),
        attendanceReason(row),
        answerTimeReason(signup.updatedAt, timeZone),
      ];
      return {
        signup,
        key,
        role: decision?.role ?? signup.role,
        late,
        benched,
        items,
        rate: row && row.counted > 0 ? row.rate : 0,
        reasons,
        confirmed: decision?.decision === 'confirmed',
        // The roster's own order for confirmations (buildRoster): a decision made later counts from then.
        order: Math.max(signup.sequence, decision?.sequence ?? 0),
      };
    });
  const byKey = (a: Candidate, b: Candidate) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);
  const confirmed = candidates
    .filter((one) => one.confirmed)
    .sort((a, b) => a.order - b.order || byKey(a, b))
    .slice(0, raid.size);
  const taken = new Set(confirmed);
  const others = candidates
    .filter((one) => !taken.has(one))
    .sort(
      (a, b) =>
        Number(a.late) - Number(b.late) ||
        b.benched - a.benched ||
        a.items - b.items ||
        b.rate - a.rate ||
        a.signup.sequence - b.signup.sequence ||
        byKey(a, b),
    );
  const inRole = Object.fromEntries(raidRoles.map((role) => [role, 0])) as Record<RaidRole, number>;
  for (const one of confirmed) inRole[one.role] += 1;
  let filled = confirmed.length;
  const placeOf = (one: Candidate, place: SuggestionPlace['place'], why: string[] = []): SuggestionPlace => {
    const characterId = (one.signup as Signup & { characterId?: string }).characterId;
    return {
      nickname: one.signup.raider,
      ...(characterId ? { characterId } : {}),
      role: one.role,
      place,
      reasons: [...one.reasons, ...why],
    };
  };
  const places = confirmed.map((one) => placeOf(one, 'roster'));
  for (const one of others) {
    const target = raid.roleTargets[one.role];
    if (inRole[one.role] >= target) {
      places.push(placeOf(one, 'bench', [`rola „${roleLabels[one.role]}” ma komplet (${inRole[one.role]} z ${target})`]));
    } else if (filled >= raid.size) {
      places.push(placeOf(one, 'bench', [`skład pełny (${filled} z ${raid.size})`]));
    } else {
      inRole[one.role] += 1;
      filled += 1;
      places.push(placeOf(one, 'roster'));
    }
  }
  return { rule: input.loot ? suggestionRuleWithLoot : suggestionRule, places };
}

/** The leader's decisions that make the roster equal `suggestion`: a place confirmed, the rest benched, each in their role. */
export const suggestionDecisions = (suggestion: RosterSuggestion) =>
  suggestion.places.map((one) => ({
    nickname: one.nickname,
    decision: one.place === 'roster' ? ('confirmed' as const) : ('bench' as const),
    role: one.role,
  }));
