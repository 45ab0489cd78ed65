import { standingOf } from '../../domain/raids/placement';
import type { RaidRoster } from '../../domain/raids/signup-types';
import { formatRaidDate, formatTime } from '../../domain/schedule/format-raid';
import type { RaidInstance } from '../../domain/schedule/raid-instance';

/** Where the raider stood on one raid: by the leader's word, by the automatic rule, or not at all. */
export type SeenPlace = 'confirmed' | 'roster' | 'bench' | 'reserve' | 'none';

/** What the panel showed the raider about one coming raid the last time they looked. */
export interface SeenRaid {
  start: string;
  cancelled: boolean;
  place: SeenPlace;
}

/** By raid id. */
export type SeenState = Record<string, SeenRaid>;

interface Row {
  raid: RaidInstance;
  roster: RaidRoster | null;
}

function placeOf(roster: RaidRoster | null, nickname: string): SeenPlace {
  if (!roster) return 'none';
  const { kind } = standingOf(roster, nickname);
  return kind === 'not-coming' ? 'none' : kind;
}

/** What the raider sees now, to compare with next time. */
export function seenState(rows: readonly Row[], nickname: string): SeenState {
  return Object.fromEntries(
    rows.map(({ raid, roster }) => [
      raid.id,
      { start: raid.startUtc, cancelled: raid.status === 'cancelled', place: placeOf(roster, nickname) },
    ]),
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

function placeNotice(before: SeenPlace, now: SeenPlace): string | null {
  if (before === now) return null;
  if (now === 'confirmed') return 'lider potwierdził Cię w składzie';
  if (now === 'bench') return 'lider przesunął Cię na ławkę (lista rezerwowa)';
  if (now === 'roster' && waiting(before)) return 'awans z listy rezerwowej – jesteś w składzie';
  if (now === 'reserve' && inRoster(before)) return 'jesteś teraz na liście rezerwowej';
  return null;
}

/**
 * What changed for the raider since `previous` (the last time the panel showed them their raids), one
 * Polish sentence per raid: cancelled, restored, moved, confirmed, benched, promoted from the reserve
 * or moved to it. Raids new to the panel, or gone from it, say nothing; no previous state: nothing.
 */
export function changeNotices(previous: SeenState | null, rows: readonly Row[], nickname: string, timeZone: string): string[] {
  if (!previous) return [];
  const notices: string[] = [];
  for (const { raid, roster } of rows) {
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
    const place = placeNotice(before.place, placeOf(roster, nickname));
    if (place) parts.push(place);
    if (parts.length) notices.push(`${raid.title} (${when}): ${parts.join('; ')}.`);
  }
  return notices;
}
