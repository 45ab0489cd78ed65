import { useState, type ChangeEvent, type FormEvent } from 'react';
import { maxLootImportMegabytes } from '../../domain/loot/loot-types';
import { lootMessages } from '../../domain/loot/loot-messages';
import { lootFormats, type LootFormat, type LootImportResult } from '../../domain/loot/loot-types';
import { itemCount } from '../../domain/loot/loot-phrases';
import { SubmitButton } from '../../ui/SubmitButton';
import { fieldFailure, useBusyAction } from '../../ui/use-busy-action';
import { useSignedInCall } from '../raider-account/use-signed-in-call';
import { useLootStyles } from './loot-styles';

const formatNames: Record<LootFormat, string> = {
  'rclootcouncil-csv': 'RCLootCouncil – CSV',
  'rclootcouncil-json': 'RCLootCouncil – JSON',
  'gargul-tmb': 'Gargul – eksport TMB',
  thatsmybis: 'thatsmybis – CSV',
};

const maxBytes = maxLootImportMegabytes * 1024 * 1024;

/**
 * Import: an addon's export from a file or pasted, its format detected unless the officer names it.
 * What was chosen and pasted stays when the import is refused; `onImported` reloads the table.
 */
export default function LootImport({ onImported }: { onImported: () => void }) {
  const styles = useLootStyles();
  const call = useSignedInCall();
  const [data, setData] = useState('');
  const [format, setFormat] = useState<LootFormat | ''>('');
  // What was chosen and pasted stays after a refusal; its reason is the data's or the format's, if named.
  const { busy, failure: error, setFailure: setError, run } = useBusyAction({ describe: fieldFailure('data', 'format') });
  const [result, setResult] = useState<LootImportResult | null>(null);

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.currentTarget.files?.[0];
    if (!file) return;
    if (file.size > maxBytes) return setError(lootMessages.tooLarge(maxLootImportMegabytes));
    setError(null);
    setData(await file.text());
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (!data.trim()) return setError(lootMessages.empty);
    if (new Blob([data]).size > maxBytes) return setError(lootMessages.tooLarge(maxLootImportMegabytes));
    void run(async () => {
      setResult(await call((api, token) => api.importLoot(token, format ? { data, format } : { data })));
      onImported();
    });
  }

  return (
    <form className={styles.form} aria-label="Import łupów" onSubmit={submit} noValidate>
      <label>
        Plik z eksportem
        <input type="file" accept=".csv,.json,.txt,text/csv,application/json,text/plain" onChange={onFile} />
      </label>
      <label>
        albo wklej eksport
        <textarea
          value={data}
          onChange={(event) => setData(event.currentTarget.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'rp-loot-import-error' : undefined}
          spellCheck={false}
        />
      </label>
      <label>
        Format
        <select value={format} onChange={(event) => setFormat(event.currentTarget.value as LootFormat | '')}>
          <option value="">Rozpoznaj po nagłówku</option>
          {lootFormats.map((one) => (
            <option key={one} value={one}>
              {formatNames[one]}
            </option>
          ))}
        </select>
      </label>
      {error && (
        <p id="rp-loot-import-error" className={styles.error} role="alert">
          {error}
        </p>
      )}
      <div>
        <SubmitButton busy={busy} busyLabel="Importowanie…">
          Importuj łupy
        </SubmitButton>
      </div>
      {result && <ImportSummary result={result} />}
    </form>
  );
}

function ImportSummary({ result }: { result: LootImportResult }) {
  const styles = useLootStyles();
  return (
    <div role="status">
      <p>
        Zaimportowano: {itemCount(result.imported)}. Już zapisane wcześniej: {itemCount(result.duplicates)}.
      </p>
      {result.unmatched.length > 0 && (
        <p>
          Bez postaci w panelu (łupy czekają, aż ktoś doda tę postać):{' '}
          {result.unmatched.map((one) => `${one.player} (${itemCount(one.awards)})`).join(', ')}.
        </p>
      )}
      {result.skipped.length > 0 && (
        <details>
          <summary>Pominięte wiersze: {result.skipped.length}</summary>
          <ul className={styles.muted}>
            {result.skipped.slice(0, 50).map((one) => (
              <li key={one.line}>
                wiersz {one.line}: {one.reason}
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}
