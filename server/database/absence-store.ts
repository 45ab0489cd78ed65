import type { Database } from 'better-sqlite3';
import type { Absence, AbsenceInput } from '../../src/domain/raids/absences';

interface AbsenceRow {
  id: number;
  raider: string;
  from_date: string;
  to_date: string;
  note: string | null;
  created_at: string;
}

function absenceOf(row: AbsenceRow): Absence {
  const absence: Absence = { id: String(row.id), raider: row.raider, from: row.from_date, to: row.to_date, createdAt: row.created_at };
  if (row.note) absence.note = row.note;
  return absence;
}

/** SQL for raiders' absences ("Urlop"), kept by `raiderKey` like signups. */
export function createAbsenceStore(db: Database) {
  const forRaider = db.prepare<[string, string], AbsenceRow>(
    'SELECT * FROM absences WHERE raider_key = ? AND to_date >= ? ORDER BY from_date, id',
  );
  const overlapping = db.prepare<[string, string], AbsenceRow>('SELECT * FROM absences WHERE to_date >= ? AND from_date <= ? ORDER BY id');
  const one = db.prepare<[number, string], AbsenceRow>('SELECT * FROM absences WHERE id = ? AND raider_key = ?');
  const insert = db.prepare<[string, string, string, string, string | null, string], AbsenceRow>(
    'INSERT INTO absences (raider_key, raider, from_date, to_date, note, created_at) VALUES (?, ?, ?, ?, ?, ?) RETURNING *',
  );
  const remove = db.prepare<[number]>('DELETE FROM absences WHERE id = ?');
  const shorten = db.prepare<[string, number]>('UPDATE absences SET to_date = ? WHERE id = ?');

  return {
    /** The raider's absences ending on `sinceDate` or later, by start. */
    forRaider: (raiderKey: string, sinceDate: string): Absence[] => forRaider.all(raiderKey, sinceDate).map(absenceOf),
    /** Every absence touching the local dates `[fromDate, toDate]`. */
    overlapping: (fromDate: string, toDate: string): Absence[] => overlapping.all(fromDate, toDate).map(absenceOf),
    find(id: string, raiderKey: string): Absence | undefined {
      const numeric = /^\d{1,15}$/.test(id) ? Number(id) : NaN;
      if (!Number.isSafeInteger(numeric)) return undefined;
      const row = one.get(numeric, raiderKey);
      return row ? absenceOf(row) : undefined;
    },
    create(raiderKey: string, raider: string, input: AbsenceInput, createdAt: string): Absence {
      return absenceOf(insert.get(raiderKey, raider, input.from, input.to, input.note ?? null, createdAt)!);
    },
    remove: (id: string) => void remove.run(Number(id)),
    shorten: (id: string, to: string) => void shorten.run(to, Number(id)),
  };
}

export type AbsenceStore = ReturnType<typeof createAbsenceStore>;
