import type { RaidSeries } from '../schedule/guild-schedule';

/** A series' fields by the names an officer knows from the form (the audit log names them so). */
export const seriesFieldNames = {
  title: 'nazwa',
  weekday: 'dzień tygodnia',
  start: 'godzina startu',
  durationMinutes: 'długość',
  size: 'rozmiar',
  difficulty: 'poziom trudności',
  roleTargets: 'miejsca dla ról',
  note: 'notatka',
  endsOn: 'ostatni wieczór',
} as const;
export type SeriesField = keyof typeof seriesFieldNames;

/** `zmienione: nazwa, godzina startu`: only what differs between a series before and after an edit. */
export function seriesChangeDetail(before: RaidSeries, after: RaidSeries): string {
  // An edit rewrites or appends the newest version; the newest before is what it was edited from.
  const was: Partial<Record<SeriesField, unknown>> = { ...before.versions.at(-1), endsOn: before.endsOn };
  const is: Partial<Record<SeriesField, unknown>> = { ...after.versions.at(-1), endsOn: after.endsOn };
  const changed = (Object.keys(seriesFieldNames) as SeriesField[]).filter(
    (field) => JSON.stringify(was[field]) !== JSON.stringify(is[field]),
  );
  return changed.length ? `zmienione: ${changed.map((field) => seriesFieldNames[field]).join(', ')}` : 'bez zmian';
}
