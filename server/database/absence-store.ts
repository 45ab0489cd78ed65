import type { Database } from 'better-sqlite3';
import type { Absence } from '../../src/domain/raids/absences';
import type { GuildStore } from '../../src/domain/service';

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
export function createAbsenceStore(db: Database): GuildStore['absences'] {
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
    forRaider: (raiderKey, since) => forRaider.all(raiderKey, since).map(absenceOf),
    overlapping: (from, to) => overlapping.all(from, to).map(absenceOf),
    find(id, raiderKey) {
      const numeric = /^\d{1,15}$/.test(id) ? Number(id) : NaN;
      if (!Number.isSafeInteger(numeric)) return undefined;
      const row = one.get(numeric, raiderKey);
      return row ? absenceOf(row) : undefined;
    },
    create(raiderKey, raider, input, createdAt) {
      return absenceOf(insert.get(raiderKey, raider, input.from, input.to, input.note ?? null, createdAt)!);
    },
    remove: (id) => void remove.run(Number(id)),
    shorten: (id, to) => void shorten.run(to, Number(id)),
  };
}
