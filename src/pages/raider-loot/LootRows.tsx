import type { ReactNode } from 'react';
import type { LootAwardView } from '../../domain/loot/loot-types';
import { formatInstant } from '../raider-account/use-signed-in-call';
import { ItemLink } from './ItemLink';
import { receiverOf, specLabel } from './loot-view';
import { useLootStyles } from './loot-styles';

/** One column of a loot table: its heading and what a row shows under it. */
export interface LootColumn {
  heading: string;
  cell: (award: LootAwardView, styles: ReturnType<typeof useLootStyles>) => ReactNode;
}

/** The columns the loot tables choose from: the officers' page shows who got it, the raider's own page the character. */
export const lootColumns = {
  when: { heading: 'Kiedy', cell: (award) => formatInstant(award.awardedAt) },
  receiver: {
    heading: 'Kto',
    cell: (award, styles) => (
      <>
        {receiverOf(award)}
        {award.raider && <span className={styles.muted}> ({award.player})</span>}
      </>
    ),
  },
  character: { heading: 'Postać', cell: (award) => award.player },
  item: { heading: 'Przedmiot', cell: (award) => <ItemLink award={award} /> },
  response: { heading: 'Odpowiedź', cell: (award) => award.response },
  spec: { heading: 'Specjalizacja', cell: specLabel },
  boss: { heading: 'Boss', cell: (award) => [award.boss, award.instance, award.difficulty].filter(Boolean).join(', ') },
} satisfies Record<string, LootColumn>;

/** Awards as a table that scrolls sideways on a narrow screen, one row each, in the order given. */
export function LootRows({
  awards,
  columns,
  caption,
}: {
  awards: readonly LootAwardView[];
  columns: readonly LootColumn[];
  caption: string;
}) {
  const styles = useLootStyles();
  return (
    <div className={styles.scroller}>
      <table className={styles.table}>
        <caption className="rp-visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.heading} scope="col">
                {column.heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {awards.map((award) => (
            <tr key={award.id}>
              {columns.map((column) => (
                <td key={column.heading}>{column.cell(award, styles)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
