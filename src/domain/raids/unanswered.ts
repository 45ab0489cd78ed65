import { raiderKey } from '../accounts/raider-key';
import { raidRoles } from '../guild-config-types';
import type { RaidRoster } from './signup-types';

/**
 * Who answered a night, by `raiderKey`: everyone its roster lists (with a place, on the reserve, "Może",
 * "Nie będę"). A roster counts every answer the guild counts, so an absence covering the night and a
 * standing answer for its series are answers here too.
 */
export function answeredKeys(roster: RaidRoster): Set<string> {
  const listed = [...raidRoles.flatMap((role) => roster.byRole[role]), ...roster.reserve, ...roster.tentative, ...roster.absent];
  return new Set(listed.map((entry) => raiderKey(entry.raider)));
}

/**
 * The members (by nickname) who have not answered the night, in Polish alphabetical order: whom the
 * Discord reminder names and what the raid leader's page lists under "Bez odpowiedzi". A member is
 * the same raider whatever the letter case of the name a roster shows (`raiderKey`).
 */
export function unansweredMembers(roster: RaidRoster, members: readonly string[]): string[] {
  const answered = answeredKeys(roster);
  return members.filter((nickname) => !answered.has(raiderKey(nickname))).sort((a, b) => a.localeCompare(b, 'pl'));
}
