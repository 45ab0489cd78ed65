import type { RaidApi } from '../../data/raids/raid-api';
import { LoadFailure } from '../../ui/LoadFailure';
import { LootRows, lootColumns } from '../raider-loot/LootRows';
import { useSignedInLoad } from './use-signed-in-load';

const { when, item, character, spec, boss } = lootColumns;
const ownColumns = [when, item, character, spec, boss];

const readOwnLoot = (api: RaidApi, token: string) => api.myLoot(token);

/** Moje łupy: what the raider's characters received, newest first, as the guild imported it. */
export default function LootSection() {
  const { loaded, failure, load } = useSignedInLoad(readOwnLoot);
  if (failure) return <LoadFailure message={failure} onRetry={load} />;
  if (!loaded) return <p role="status">Wczytywanie łupów…</p>;
  if (loaded.length === 0)
    return (
      <p>
        Nie ma jeszcze łupów twoich postaci. Pojawią się, gdy oficer zaimportuje eksport z dodatku, a postać będzie w zakładce Postacie.
      </p>
    );
  return <LootRows awards={[...loaded].reverse()} columns={ownColumns} caption="Moje łupy, od najnowszych" />;
}
