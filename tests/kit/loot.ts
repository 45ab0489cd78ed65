import { readFileSync } from 'node:fs';
import type { LootAward } from '../../src/domain/loot/loot-types';

/** An addon's export as an officer pastes it, from `tests/fixtures/loot/`. */
export const lootFixture = (name: string): string => readFileSync(new URL(`../fixtures/loot/${name}`, import.meta.url), 'utf8');

/**
 * The first award of `rclootcouncil-history.csv` (and of its JSON twin), field by field as the guild
 * keeps it: the award time is the id's server time, not the realm's wall clock in `date` and `time`.
 */
export const firstRclootcouncilAward: LootAward = {
  id: 'rclc:1790880067-3',
  player: 'Thorgrim-BurningLegion',
  itemId: 212394,
  itemName: "Sureki Zealot's Insignia",
  response: 'Mainspec/Need',
  offspec: false,
  awardedAt: '2026-10-01T18:41:07.000Z',
  instance: 'Nerub-ar Palace',
  difficulty: 'Heroic',
  boss: 'Ulgrax the Devourer',
};
