import type { RaidRole } from '../../domain/guild-config-types';
import { standingOf, type Standing } from '../../domain/raids/placement';
import { roleLabels } from '../../domain/raids/signup-labels';
import type { RaidRoster, Signup } from '../../domain/raids/signup-types';
import { formatRaidDate, formatTime } from '../../domain/schedule/format-raid';
import type { RaidInstance } from '../../domain/schedule/raid-instance';
import { reserveReasonText } from './raid-state-text';

/** Where the raider stood on one raid: by the leader's word, by the automatic rule, or not at all. */
export type SeenPlace = 'confirmed' | 'roster' | 'bench' | 'reserve' | 'none';

/** What the panel showed the raider about one coming raid the last time they looked. */
export interface SeenRaid {
  start: string;
  cancelled: boolean;
  place: SeenPlace;
  /** The role the raider was taken in (the leader's choice wins); absent while not coming. */
  role?: RaidRole;
}

/** By raid id. */
export type SeenState = Record<string, SeenRaid>;

interface Row {
  raid: RaidInstance;
  roster: RaidRoster | null;
  /** The raider's own answer: a role unlike it was set by the leader. */
  mine?: Signup | null;
}

const standingIn = (roster: RaidRoster | null, nickname: string): Standing =>
  roster ? standingOf(roster, nickname) : { kind: 'not-coming' };

function placeOf(standing: Standing): SeenPlace {
  return standing.kind === 'not-coming' ? 'none' : standing.kind;
}

/** What the raider sees now, to compare with next time. */
export function seenState(rows: readonly Row[], nickname: string): SeenState {
  return Object.fromEntries(
    rows.map(({ raid, roster }): [string, SeenRaid] => {
      const standing = standingIn(roster, nickname);
      const seen: SeenRaid = { start: raid.startUtc, cancelled: raid.status === 'cancelled', place: placeOf(standing) };
      if (standing.kind !== 'not-coming') seen.role = standing.role;
      return [raid.id, seen];
    }),
  );
}

/** A stored state, or `null` when it is missing or not one this panel wrote. */
export function parseSeenState(text: string | null): SeenState | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as SeenState) : null;
  } catch {
    return null;
  }
}

const inRoster = (place: SeenPlace | undefined) => place === 'roster' || place === 'confirmed';
const waiting = (place: SeenPlace | undefined) => place === 'reserve' || place === 'bench';

function placeNotice(before: SeenPlace, now: Standing): string | null {
  const place = placeOf(now);
  if (before === place) return null;
  if (place === 'confirmed') return 'lider potwierdził Cię w składzie';
  if (place === 'bench') return 'lider przesunął Cię na ławkę (lista rezerwowa)';
  if (place === 'roster' && waiting(before)) return 'awans z listy rezerwowej – jesteś w składzie';
  if (now.kind === 'reserve' && inRoster(before)) {
    return `przeniesienie na listę rezerwową (miejsce ${now.position}): ${reserveReasonText(now.reason, now.role)}`;
  }
  return null;
}

/** The leader set another role than the raider's answer, or gave back the answered one. */
function roleNotice(before: RaidRole | undefined, now: Standing, mine: Signup | null | undefined): string | null {
  if (!before || now.kind === 'not-coming' || before === now.role || !mine) return null;
  if (now.role !== mine.role) return `lider ustawił Ci rolę: ${roleLabels[now.role]} (w odpowiedzi: ${roleLabels[mine.role]})`;
  return `lider przywrócił Ci rolę z odpowiedzi: ${roleLabels[now.role]}`;
}

/**
 * What changed for the raider since `previous` (the last time the panel showed them their raids), one
 * Polish sentence per raid: cancelled, restored, moved, confirmed, benched, promoted from the reserve
 * or moved to it (and why), or taken in another role than the one answered. Raids new to the panel, or gone from it, say nothing; no previous state: nothing.
 */
export function changeNotices(previous: SeenState | null, rows: readonly Row[], nickname: string, timeZone: string): string[] {
  if (!previous) return [];
  const notices: string[] = [];
  for (const { raid, roster, mine } of rows) {
    const before = previous[raid.id];
    if (!before) continue;
    const when = `${formatRaidDate(raid.startUtc, timeZone)}, ${formatTime(raid.startUtc, timeZone)}`;
    const cancelled = raid.status === 'cancelled';
    if (cancelled && !before.cancelled) {
      notices.push(`${raid.title} (${when}) odwołany${raid.cancelReason ? `: ${raid.cancelReason}` : ''}.`);
      continue;
    }
    const parts: string[] = [];
    if (!cancelled && before.cancelled) parts.push('przywrócony');
    if (before.start !== raid.startUtc) {
      parts.push(`przeniesiony (wcześniej: ${formatRaidDate(before.start, timeZone)}, ${formatTime(before.start, timeZone)})`);
    }
    const standing = standingIn(roster, nickname);
    const place = placeNotice(before.place, standing);
    if (place) parts.push(place);
    const role = roleNotice(before.role, standing, mine);
    if (role) parts.push(role);
    if (parts.length) notices.push(`${raid.title} (${when}): ${parts.join('; ')}.`);
  }
  return notices;
}
