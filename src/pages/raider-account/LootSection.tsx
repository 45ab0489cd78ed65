import type { RaidApi } from '../../data/raids/raid-api';
import { LoadFailure } from '../../ui/LoadFailure';
import { ItemLink } from '../raider-loot/ItemLink';
import { specLabel } from '../raider-loot/loot-view';
import { useLootStyles } from '../raider-loot/loot-styles';
import { formatInstant } from './use-signed-in-call';
import { useSignedInLoad } from './use-signed-in-load';

const readOwnLoot = (api: RaidApi, token: string) => api.myLoot(token);

/** Moje łupy: what the raider's characters received, newest first, as the guild imported it. */
export default function LootSection() {
  const styles = useLootStyles();
  const { loaded, failure, load } = useSignedInLoad(readOwnLoot);
  if (failure) return <LoadFailure message={failure} onRetry={load} />;
  if (!loaded) return <p role="status">Wczytywanie łupów…</p>;
  if (loaded.length === 0)
    return (
      <p>
        Nie ma jeszcze łupów twoich postaci. Pojawią się, gdy oficer zaimportuje eksport z dodatku, a postać będzie w zakładce Postacie.
      </p>
    );
  return (
    <div className={styles.scroller}>
      <table className={styles.table}>
        <caption className="rp-visually-hidden">Moje łupy, od najnowszych</caption>
        <thead>
          <tr>
            <th scope="col">Kiedy</th>
            <th scope="col">Przedmiot</th>
            <th scope="col">Postać</th>
            <th scope="col">Specjalizacja</th>
            <th scope="col">Boss</th>
          </tr>
        </thead>
        <tbody>
          {[...loaded].reverse().map((award) => (
            <tr key={award.id}>
              <td>{formatInstant(award.awardedAt)}</td>
              <td>
                <ItemLink award={award} />
              </td>
              <td>{award.player}</td>
              <td>{specLabel(award)}</td>
              <td>{[award.boss, award.instance].filter(Boolean).join(', ')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
