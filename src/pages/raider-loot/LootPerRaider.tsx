import { useMemo } from 'react';
import { fromLastWeeks } from '../../domain/counted-phrases';
import type { LootAwardView } from '../../domain/loot/loot-types';
import { suggestionWeeks } from '../../domain/raids/roster-suggestion';
import { receiverOf } from './loot-view';
import { useLootStyles } from './loot-styles';

const week = 7 * 86_400_000;

/** Loot per raider over the fair bench's weeks: main spec and off-spec apart, most first. */
export default function LootPerRaider({ awards, now }: { awards: readonly LootAwardView[]; now: number }) {
  const styles = useLootStyles();
  const rows = useMemo(() => {
    const since = now - suggestionWeeks * week;
    const counts = new Map<string, { main: number; off: number }>();
    for (const award of awards) {
      if (Date.parse(award.awardedAt) < since) continue;
      const row = counts.get(receiverOf(award)) ?? { main: 0, off: 0 };
      if (award.offspec) row.off += 1;
      else row.main += 1;
      counts.set(receiverOf(award), row);
    }
    return [...counts].sort(([a, x], [b, y]) => y.main + y.off - (x.main + x.off) || a.localeCompare(b, 'pl'));
  }, [awards, now]);
  if (rows.length === 0) return <p>Nikt nie dostał przedmiotu {fromLastWeeks(suggestionWeeks)}.</p>;
  return (
    // Four short columns fit a phone: no sideways scrolling.
    <div>
      <table className={styles.table}>
        <caption className="rp-visually-hidden">Łupy na osobę {fromLastWeeks(suggestionWeeks)}</caption>
        <thead>
          <tr>
            <th scope="col">Kto</th>
            <th scope="col">Główna spec.</th>
            <th scope="col">Poboczna spec.</th>
            <th scope="col">Razem</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([who, row]) => (
            <tr key={who}>
              <th scope="row">{who}</th>
              <td>{row.main}</td>
              <td>{row.off}</td>
              <td>{row.main + row.off}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
