import { useMemo, useState } from 'react';
import type { LootAwardView } from '../../domain/loot/loot-types';
import { LootRows, lootColumns } from './LootRows';
import { nightOf, receiverOf } from './loot-view';
import { useLootStyles } from './loot-styles';

/** The newest rows shown at once: a season of a big guild is thousands, a phone shows a few hundred well. */
const shownRows = 200;
const everyone = '';

const { when, receiver, item, response, spec, boss } = lootColumns;
const guildColumns = [when, receiver, item, response, spec, boss];

const distinct = (values: readonly string[]) => [...new Set(values)];

/** The guild's loot, newest first, filtered by raider, night and response. */
export function LootTable({ awards, timeZone }: { awards: readonly LootAwardView[]; timeZone: string }) {
  const styles = useLootStyles();
  const [raider, setRaider] = useState(everyone);
  const [night, setNight] = useState(everyone);
  const [response, setResponse] = useState(everyone);
  const newest = useMemo(() => [...awards].reverse(), [awards]);
  const options = useMemo(
    () => ({
      raiders: distinct(newest.map(receiverOf)).sort((a, b) => a.localeCompare(b, 'pl')),
      nights: distinct(newest.map((award) => nightOf(award, timeZone))),
      responses: distinct(newest.map((award) => award.response)).sort((a, b) => a.localeCompare(b, 'pl')),
    }),
    [newest, timeZone],
  );
  const rows = newest.filter(
    (award) =>
      (raider === everyone || receiverOf(award) === raider) &&
      (night === everyone || nightOf(award, timeZone) === night) &&
      (response === everyone || award.response === response),
  );

  const filter = (label: string, value: string, set: (next: string) => void, values: string[], all: string) => (
    <label>
      {label}
      <select value={value} onChange={(event) => set(event.currentTarget.value)}>
        <option value={everyone}>{all}</option>
        {values.map((one) => (
          <option key={one} value={one}>
            {one || '(bez odpowiedzi)'}
          </option>
        ))}
      </select>
    </label>
  );

  return (
    <>
      <div className={styles.filters}>
        {filter('Osoba', raider, setRaider, options.raiders, 'Wszystkie osoby')}
        {filter('Wieczór', night, setNight, options.nights, 'Wszystkie')}
        {filter('Odpowiedź', response, setResponse, options.responses, 'Wszystkie')}
      </div>
      <p role="status">
        {rows.length > shownRows ? `Pokazano ${shownRows} najnowszych z ${rows.length}.` : `Przydziałów: ${rows.length}.`}
      </p>
      {rows.length > 0 && <LootRows awards={rows.slice(0, shownRows)} columns={guildColumns} caption="Łupy gildii, od najnowszych" />}
    </>
  );
}
