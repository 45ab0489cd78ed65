import type { GamePack } from '../game/game-pack-types';
import { raidSizes, type OneOffRaid, type RaidRole } from '../guild-config-types';
import { scheduleLimits } from '../raids/schedule-terms';
import type { SignupStatus } from '../raids/signup-types';
import { formatLocalDate, toZoned } from '../schedule/zoned-time';
import type { RaidHelperEvent, RaidHelperSignUp } from './raid-helper-event';

/** A Raid-Helper sign-up as an answer of ours. */
export interface RaidHelperAnswer {
  signUpId: string;
  userId: string;
  /** The name the member had on the event: the first choice of their account's nickname. */
  name: string;
  status: SignupStatus;
  role: RaidRole;
  /** Raid-Helper's `Bench`: coming ("Będę"), put on the reserve by the raid leader. */
  bench: boolean;
  /** ISO instant the member signed up (the event's start when Raid-Helper gives none). */
  answeredAt: string;
}

/** The one-off raid an event becomes: `rh-<event id>`, so a second import finds it. */
export const raidHelperRaidId = (eventId: string): string => `rh-${eventId}`;

/** Who a raid leader is in the audit log and on roster decisions the import makes. */
export const raidHelperActor = 'Raid-Helper';

/** The answers `className` may hold instead of a class or role; anything else is "Będę". */
const answerClasses: Readonly<Record<string, { status: SignupStatus; bench: boolean }>> = {
  absence: { status: 'absent', bench: false },
  tentative: { status: 'tentative', bench: false },
  late: { status: 'late', bench: false },
  bench: { status: 'accepted', bench: true },
};

/** Role buttons of Raid-Helper's templates (singular and plural). */
const roleWords: Readonly<Record<string, RaidRole>> = {
  tank: 'tank',
  tanks: 'tank',
  healer: 'healer',
  healers: 'healer',
  melee: 'melee',
  ranged: 'ranged',
};

/** What a row without a role of its own is kept with (an absence names none); the signups table needs one. */
const fallbackRole: RaidRole = 'melee';

/**
 * `Death Knight`, `DeathKnight`, `death-knight` alike; Raid-Helper numbers specs that two classes share
 * (`Holy1`, `Protection1`), so trailing digits go too.
 */
const compact = (name: string): string =>
  name
    .toLowerCase()
    .replace(/\d+$/, '')
    .replace(/[^a-z]/g, '');

/**
 * The role a sign-up's `className`/`specName` names through the guild's game pack: a role button as it
 * is; a class with its spec as that spec's role (a class whose specs all share one role needs no spec);
 * a spec alone when every class having it plays it in one role. `undefined` when nothing tells.
 */
export function raidHelperRole(className: string, specName: string, pack: GamePack): RaidRole | undefined {
  const classWord = compact(className);
  const specWord = compact(specName);
  if (roleWords[classWord]) return roleWords[classWord];
  const gameClass = pack.classes.find((one) => compact(one.id) === classWord || compact(one.name) === classWord);
  const candidates = gameClass ? gameClass.specs : pack.classes.flatMap((one) => one.specs);
  const named = specWord ? candidates.filter((spec) => compact(spec.id) === specWord || compact(spec.name) === specWord) : [];
  const roles = new Set((named.length > 0 ? named : gameClass ? gameClass.specs : []).map((spec) => spec.role));
  return roles.size === 1 ? [...roles][0] : undefined;
}

/** One sign-up as an answer: Absence → "Nie będę", Tentative → "Może", Late → "Spóźnię się", Bench → reserve. */
export function raidHelperAnswer(signUp: RaidHelperSignUp, event: RaidHelperEvent, pack: GamePack): RaidHelperAnswer {
  const answer = answerClasses[compact(signUp.className)] ?? { status: 'accepted' as const, bench: false };
  const role = raidHelperRole(signUp.className, signUp.specName, pack) ?? raidHelperRole('', signUp.specName, pack) ?? fallbackRole;
  return {
    signUpId: signUp.id,
    userId: signUp.userId,
    name: signUp.name,
    ...answer,
    role,
    answeredAt: new Date((signUp.entryTime ?? event.startTime) * 1000).toISOString(),
  };
}

/**
 * Each member's answer to the event: Raid-Helper lets a member press several buttons, and the last one
 * pressed is what they said (the others' ids are still the member's, so a re-run skips them too).
 */
export function raidHelperAnswers(event: RaidHelperEvent, signUps: readonly RaidHelperSignUp[], pack: GamePack) {
  const byMember = new Map<string, { answer: RaidHelperAnswer; signUpIds: string[] }>();
  const inOrder = [...signUps].sort((a, b) => (a.entryTime ?? 0) - (b.entryTime ?? 0) || a.id.localeCompare(b.id));
  for (const signUp of inOrder) {
    const earlier = byMember.get(signUp.userId);
    byMember.set(signUp.userId, {
      answer: raidHelperAnswer(signUp, event, pack),
      signUpIds: [...(earlier?.signUpIds ?? []), signUp.id],
    });
  }
  // In the order members first answered: the order their places in the roster count from.
  return [...byMember.values()].sort((a, b) => a.answer.answeredAt.localeCompare(b.answer.answeredAt));
}

const defaultMinutes = 180;
const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * The one-off raid an event becomes, in the guild's time zone: its title (or a neutral one), start,
 * length (3 hours when Raid-Helper gives no end), and the smallest raid size that holds everyone coming.
 */
export function raidHelperRaid(event: RaidHelperEvent, timeZone: string, coming: number): OneOffRaid {
  const local = toZoned(event.startTime * 1000, timeZone);
  const minutes = event.endTime && event.endTime > event.startTime ? Math.round((event.endTime - event.startTime) / 60) : defaultMinutes;
  return {
    id: raidHelperRaidId(event.id),
    title: event.title.trim().slice(0, scheduleLimits.title) || 'Rajd z Raid-Helpera',
    date: formatLocalDate(local),
    start: `${twoDigits(local.hour)}:${twoDigits(local.minute)}`,
    durationMinutes: Math.max(1, Math.min(minutes, scheduleLimits.maxDurationMinutes)),
    size: raidSizes.find((size) => size >= coming) ?? raidSizes.at(-1)!,
    difficulty: 'normalny',
  };
}
