import type { Database } from 'better-sqlite3';
import * as v from 'valibot';
import type { NicknameSkeleton } from '../../src/domain/accounts/nickname-skeleton';

/** What an import's sections share: the admin importing (whose account stays) and the look-alike rule. */
export interface ImportContext {
  adminKey: string;
  skeletonOf: NicknameSkeleton;
}

/** How a column is written in the export: text, number, true/false, or a JSON object (kept as text in SQLite). */
export type ColumnKind = 'text' | 'text?' | 'integer' | 'integer?' | 'boolean' | 'json';

const kindSchemas = {
  text: v.string(),
  'text?': v.nullable(v.string()),
  integer: v.pipe(v.number(), v.integer()),
  'integer?': v.nullable(v.pipe(v.number(), v.integer())),
  boolean: v.boolean(),
  json: v.record(v.string(), v.unknown()),
} satisfies Record<ColumnKind, v.GenericSchema>;

/**
 * One part of the export: how its rows come out of the database and go back in. Most are a table row for
 * row (`tableSection`); the accounts and the settings choose what they let out.
 */
export interface ExportSection {
  /** The key in the document. */
  key: string;
  /** The shape of one row, for the check on import and the published JSON Schema. */
  row: v.GenericSchema;
  /** Every row, in a stable order (the same database exports the same document). */
  export(db: Database): unknown[];
  /** Removes what the fresh server had (the admin importing stays), inside the import's transaction. */
  clear(db: Database, context: ImportContext): void;
  /** Writes the rows back, inside the import's transaction. */
  import(db: Database, rows: unknown[], context: ImportContext): void;
}

/** The SQL spelling of an export name: `raiderKey` is the column `raider_key`. */
const snakeCase = (name: string): string => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/**
 * A section that is one table, column for column: `columns` maps the export's names to their kinds; each
 * name's column is its snake_case spelling, or the one `sqlNames` gives where the table spells it otherwise.
 */
export function tableSection(
  key: string,
  table: string,
  columns: Record<string, ColumnKind>,
  orderBy: string,
  sqlNames: Record<string, string> = {},
): ExportSection {
  const entries = Object.entries(columns);
  const sqlColumns = entries.map(([name]) => sqlNames[name] ?? snakeCase(name)).join(', ');
  const select = `SELECT ${sqlColumns} FROM ${table} ORDER BY ${orderBy}`;
  const insert = `INSERT INTO ${table} (${sqlColumns}) VALUES (${entries.map(() => '?').join(', ')})`;
  const fromSql = (kind: ColumnKind, value: unknown): unknown =>
    kind === 'boolean' ? value === 1 : kind === 'json' ? JSON.parse(value as string) : value;
  const toSql = (kind: ColumnKind, value: unknown): unknown =>
    kind === 'boolean' ? (value ? 1 : 0) : kind === 'json' ? JSON.stringify(value) : value;
  return {
    key,
    row: v.strictObject(Object.fromEntries(entries.map(([name, kind]) => [name, kindSchemas[kind]]))),
    export: (db) =>
      db
        .prepare<[], unknown[]>(select)
        .raw(true)
        .all()
        .map((values) => Object.fromEntries(entries.map(([name, kind], index) => [name, fromSql(kind, values[index])]))),
    clear: (db) => void db.prepare(`DELETE FROM ${table}`).run(),
    import(db, rows) {
      const statement = db.prepare(insert);
      for (const row of rows as Array<Record<string, unknown>>) statement.run(entries.map(([name, kind]) => toSql(kind, row[name])));
    },
  };
}
