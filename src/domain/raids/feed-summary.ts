import { raidRoles } from '../guild-config-types';
import type { RaidRoster, RosterEntry } from './signup-types';
import { statusLabels } from './signup-labels';

const same = (raider: string) => {
  const key = raider.toLocaleLowerCase('pl');
  return (entry: RosterEntry) => entry.raider.toLocaleLowerCase('pl') === key;
};

/**
 * The raider's own state of a night, put before the title in their calendar: `[Będę · skład]`,
 * `[Spóźnię się · rezerwa 2]`, `[Może]`, `[Nie będę]`, `[Brak odpowiedzi]`. A promotion from the
 * reserve changes it, so a subscribed calendar shows the news at its next refresh.
 */
export function feedSummaryPrefix(roster: RaidRoster, raider: string): string {
  const isRaider = same(raider);
  for (const role of raidRoles) {
    const entry = roster.byRole[role].find(isRaider);
    if (entry) return `[${statusLabels[entry.status]} · skład]`;
  }
  const reserved = roster.reserve.find(isRaider);
  if (reserved) return `[${statusLabels[reserved.status]} · rezerwa ${reserved.position}]`;
  const other = [...roster.tentative, ...roster.absent].find(isRaider);
  return other ? `[${statusLabels[other.status]}]` : '[Brak odpowiedzi]';
}
