import { useCallback, useEffect, useState } from 'react';
import { attendanceWindowLabel, attendanceWindows, type AttendanceRow, type AttendanceWeeks } from '../../domain/raids/attendance-terms';
import { failureMessage } from '../../domain/raid-api-error';
import { useSignedInCall } from '../raider-account/use-signed-in-call';
import { useAttendanceStyles } from './attendance-styles';
import { LoadFailure } from '../../ui/LoadFailure';
import { fromLastWeeks } from '../../domain/counted-phrases';

type SortKey = 'nickname' | 'rate' | 'counted';
const columns: Array<{ key: SortKey; label: string }> = [
  { key: 'nickname', label: 'Nick' },
  { key: 'rate', label: 'Frekwencja' },
  { key: 'counted', label: 'Liczone rajdy' },
];
/** The columns that do not sort. */
const extraColumns = ['Obecności', 'Nieliczone'] as const;

/** Rows in the chosen order; ties always by nickname A–Z, so equal rows keep one order either way. */
function sorted(rows: readonly AttendanceRow[], key: SortKey, ascending: boolean): AttendanceRow[] {
  const direction = ascending ? 1 : -1;
  const byName = (a: AttendanceRow, b: AttendanceRow) => a.nickname.localeCompare(b.nickname, 'pl');
  return [...rows].sort((a, b) => (key === 'nickname' ? direction * byName(a, b) : direction * (a[key] - b[key]) || byName(a, b)));
}

/**
 * The guild's attendance table: every raider over the last 4, 8 or 12 weeks, sortable by the column
 * headers (each a button; `aria-sort` tells a screen reader the order). `version` changes when an
 * officer recorded attendance on this page, so the table reloads.
 */
export function GuildAttendanceTable({ version }: { version: number }) {
  const styles = useAttendanceStyles();
  const call = useSignedInCall();
  const [weeks, setWeeks] = useState<AttendanceWeeks>(attendanceWindows[0]);
  const [rows, setRows] = useState<AttendanceRow[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [sort, setSort] = useState<{ key: SortKey; ascending: boolean }>({ key: 'rate', ascending: false });

  const load = useCallback(() => {
    let active = true;
    setFailure(null);
    call((api, token) => api.guildAttendance(token, weeks)).then(
      (loaded) => active && setRows(loaded),
      (error: unknown) => active && setFailure(failureMessage(error)),
    );
    return () => {
      active = false;
    };
  }, [call, weeks]);
  useEffect(() => load(), [load, version]);

  const sortBy = (key: SortKey) =>
    setSort((current) => ({ key, ascending: current.key === key ? !current.ascending : key === 'nickname' }));

  return (
    <>
      <fieldset className={styles.periods}>
        <legend>Okres</legend>
        {attendanceWindows.map((option) => (
          <label key={option}>
            <input type="radio" name="rp-attendance-weeks" checked={weeks === option} onChange={() => setWeeks(option)} />
            {attendanceWindowLabel(option)}
          </label>
        ))}
      </fieldset>
      {failure && <LoadFailure message={failure} onRetry={load} />}
      {!rows && !failure && <p role="status">Wczytywanie frekwencji…</p>}
      {rows && rows.length === 0 && <p>W tym okresie nie odbył się jeszcze żaden rajd, który by się liczył.</p>}
      {rows && rows.length > 0 && (
        <div className={styles.scroller}>
          <table className={styles.table}>
            <caption className="rp-visually-hidden">Frekwencja {fromLastWeeks(weeks)}</caption>
            <thead>
              <tr>
                {columns.map((column) => (
                  <th
                    key={column.key}
                    scope="col"
                    aria-sort={sort.key === column.key ? (sort.ascending ? 'ascending' : 'descending') : undefined}
                  >
                    <button type="button" onClick={() => sortBy(column.key)}>
                      {column.label}
                      <span aria-hidden="true">{sort.key === column.key ? (sort.ascending ? ' ▲' : ' ▼') : ''}</span>
                    </button>
                  </th>
                ))}
                {extraColumns.map((label) => (
                  <th key={label} scope="col">
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {sorted(rows, sort.key, sort.ascending).map((row) => (
                <tr key={row.nickname}>
                  <th scope="row">{row.nickname}</th>
                  <td data-label={columns[1]!.label}>{row.counted ? `${Math.round(row.rate * 100)}%` : '–'}</td>
                  <td data-label={columns[2]!.label}>{row.counted}</td>
                  <td data-label={extraColumns[0]}>{row.attended}</td>
                  <td data-label={extraColumns[1]}>{row.notCounted}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
