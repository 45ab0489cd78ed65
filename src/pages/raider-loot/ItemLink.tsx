import type { LootAwardView } from '../../domain/loot/loot-types';
import { itemLabel, wowheadItemUrl } from './loot-view';

/** An item's name linked to Wowhead (a new tab: the panel stays where it was). */
export function ItemLink({ award }: { award: Pick<LootAwardView, 'itemId' | 'itemName'> }) {
  return (
    <a href={wowheadItemUrl(award.itemId)} target="_blank" rel="noopener noreferrer">
      {itemLabel(award)}
      <span className="rp-visually-hidden"> (Wowhead, nowa karta)</span>
    </a>
  );
}
