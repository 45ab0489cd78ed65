import type { RaidApi } from '../../data/raids/raid-api';
import { fromLastWeeks } from '../../domain/counted-phrases';
import { suggestionWeeks } from '../../domain/raids/roster-suggestion';
import { useGuild } from '../../instance/use-guild';
import { lootCsv } from '../../domain/loot/loot-export';
import { Button, usePortalRoot } from '../../ui';
import { LoadFailure } from '../../ui/LoadFailure';
import { downloadFile } from '../raid-schedule/download-file';
import { useSignedInLoad } from '../raider-account/use-signed-in-load';
import { lazyPart } from '../../ui/lazy-part';
import { LootTable } from './LootTable';
import { useLootStyles } from './loot-styles';

// The import form and the per-raider table load as chunks of their own, so the page's first file stays small (`npm run size`).
const importPart = lazyPart('loot import', () => import('./LootImport'), { fallback: () => <p role="status">Wczytywanie formularza…</p> });
const perRaiderPart = lazyPart('loot per raider', () => import('./LootPerRaider'), { fallback: () => null });

/** The awards and when they were read: the per-raider table counts the bench's weeks back from then. */
const readGuildLoot = async (api: RaidApi, token: string) => ({ awards: await api.loot(token, {}), at: Date.now() });

/** The download is the same file as `GET /api/loot/export.csv`, written from the awards this page read. */
const csvType = 'text/csv;charset=utf-8';

/**
 * Łupy (officers): the addons' exports imported by file or paste, the guild's loot filtered by raider,
 * night and response, each raider's loot over the bench's weeks, and the loot as CSV for thatsmybis.
 */
export default function RaiderLootPage() {
  const styles = useLootStyles();
  const guild = useGuild();
  const root = usePortalRoot();
  const { loaded, failure, load } = useSignedInLoad(readGuildLoot);
  const awards = loaded?.awards ?? null;

  return (
    <>
      <section className={styles.section} aria-labelledby="rp-loot-import">
        <h2 id="rp-loot-import">Import z dodatku</h2>
        <p>
          Eksport historii łupów z RCLootCouncil (CSV lub JSON), z Gargula (eksport TMB) albo CSV z thatsmybis. Ten sam eksport
          zaimportowany drugi raz niczego nie dubluje.
        </p>
        <importPart.Component onImported={load} />
      </section>
      <section className={styles.section} aria-labelledby="rp-loot-guild">
        <h2 id="rp-loot-guild">Łupy gildii</h2>
        {failure && <LoadFailure message={failure} onRetry={load} />}
        {!awards && !failure && <p role="status">Wczytywanie łupów…</p>}
        {awards && awards.length === 0 && <p>Nie ma jeszcze żadnych łupów – zaimportuj eksport z dodatku.</p>}
        {awards && awards.length > 0 && <LootTable awards={awards} timeZone={guild.timezone} />}
      </section>
      {loaded && loaded.awards.length > 0 && (
        <>
          <section className={styles.section} aria-labelledby="rp-loot-per-raider">
            <h2 id="rp-loot-per-raider">Łupy na osobę {fromLastWeeks(suggestionWeeks)}</h2>
            <perRaiderPart.Component awards={loaded.awards} now={loaded.at} />
          </section>
          <section className={styles.section} aria-labelledby="rp-loot-export">
            <h2 id="rp-loot-export">Eksport</h2>
            <p>Wszystkie łupy gildii jako CSV w formacie importu thatsmybis.</p>
            <div>
              <Button variant="secondary" onClick={() => downloadFile(root, 'lupy.csv', lootCsv(loaded.awards, guild.timezone), csvType)}>
                Pobierz CSV
              </Button>
            </div>
          </section>
        </>
      )}
    </>
  );
}
