import type { LootAwardView } from '../../domain/loot/loot-types';
import { toZoned, formatLocalDate } from '../../domain/schedule/zoned-time';

/** The item on Wowhead, by its id: no item database needed. */
export const wowheadItemUrl = (itemId: number): string => `https://www.wowhead.com/item=${itemId}`;

/** The item's name as the export gave it, or its number when the export names none (Gargul's TMB export). */
export const itemLabel = (award: Pick<LootAwardView, 'itemId' | 'itemName'>): string => award.itemName || `Przedmiot ${award.itemId}`;

/** The raid night of an award: its local date in the guild's zone. */
export const nightOf = (award: Pick<LootAwardView, 'awardedAt'>, timeZone: string): string =>
  formatLocalDate(toZoned(Date.parse(award.awardedAt), timeZone));

/** Who got it: the raider when a character matched, else the player as the export names them. */
export const receiverOf = (award: Pick<LootAwardView, 'raider' | 'player'>): string => award.raider ?? award.player;

/** `Główna` or `Poboczna`: which spec the item was taken for. */
export const specLabel = (award: Pick<LootAwardView, 'offspec'>): string => (award.offspec ? 'Poboczna' : 'Główna');
