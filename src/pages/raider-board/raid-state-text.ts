import { lockMinutesBefore, type RaidPhase } from '../../domain/raids/raid-phase';
import { standingOf } from '../../domain/raids/placement';
import type { RaidRoster } from '../../domain/raids/signup-types';
import { formatTime } from '../../domain/schedule/format-raid';
import type { RaidInstance } from '../../domain/schedule/raid-instance';

/** Why a raid takes no answers, in words, or `null` while it does. */
export function closedReason(raid: RaidInstance, phase: RaidPhase, timeZone: string): string | null {
  if (raid.status === 'cancelled')
    return `Rajd odwołany przez lidera: ${raid.cancelReason ?? 'bez podanego powodu'}. Odpowiedzi zostają zapisane.`;
  if (phase === 'past') return 'Rajd już się rozpoczął – odpowiedzi są tylko do odczytu.';
  if (phase === 'locked') {
    return `Zapisy zamknięte o ${formatTime(raid.signupsCloseAt, timeZone)}, ${lockMinutesBefore(raid)} min przed startem. Zmianę ustal z liderem rajdu.`;
  }
  return null;
}

/** Where the raider stands: `w składzie`, `rezerwa – miejsce 2`, or nothing when not coming. */
export function placementText(roster: RaidRoster | null, nickname: string): string | null {
  if (!roster) return null;
  const standing = standingOf(roster, nickname);
  switch (standing.kind) {
    case 'confirmed':
      return 'w składzie – miejsce potwierdzone przez lidera';
    case 'roster':
      return 'w składzie';
    case 'bench':
      return `na ławce – miejsce ${standing.position} w rezerwie`;
    case 'reserve':
      return `lista rezerwowa – miejsce ${standing.position}`;
    case 'not-coming':
      return null;
  }
}
