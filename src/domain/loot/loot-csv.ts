/** A line of an export with its number in the file (1 = the header). */
export interface NumberedLine {
  number: number;
  text: string;
}

/**
 * The file's lines without their ends (`\r\n`, `\n` or `\r`) and trailing blanks: RCLootCouncil's header
 * ends in spaces and tabs, and its own importer strips them from every line. Blank lines are left out.
 */
export function exportLines(text: string): NumberedLine[] {
  const lines: NumberedLine[] = [];
  text
    .replace(/^\uFEFF/, '')
    .split(/\r\n|\n|\r/)
    .forEach((line, index) => {
      const trimmed = line.replace(/[ \t]+$/, '');
      if (trimmed) lines.push({ number: index + 1, text: trimmed });
    });
  return lines;
}

/** A quoted field starting at `start` (its opening quote): the value and where it ends, or `null` when it does not close before a comma or the end. */
function readQuoted(line: string, start: number): { value: string; end: number } | null {
  let value = '';
  for (let at = start + 1; at < line.length; at += 1) {
    const char = line[at]!;
    if (char !== '"') {
      value += char;
    } else if (line[at + 1] === '"') {
      value += '"';
      at += 1;
    } else {
      const end = at + 1;
      return end === line.length || line[end] === ',' ? { value, end } : null;
    }
  }
  return null;
}

/**
 * How a writer quotes: `standard` (RFC 4180: a field in quotes is always read unquoted), or
 * `only-with-comma`, RCLootCouncil's `CSVEscape`: it quotes a field only when it holds a comma (doubling
 * the quotes inside), and writes every other field as it is, quotes included. So a quoted field holding
 * no comma cannot be one it quoted, and is read raw.
 */
export type CsvQuoting = 'standard' | 'only-with-comma';

/** The fields of one CSV line, as the writer's `quoting` wrote them. */
export function csvFields(line: string, quoting: CsvQuoting): string[] {
  const fields: string[] = [];
  let at = 0;
  for (;;) {
    const quoted = line[at] === '"' ? readQuoted(line, at) : null;
    if (quoted && (quoting === 'standard' || quoted.value.includes(','))) {
      fields.push(quoted.value);
      if (quoted.end >= line.length) return fields;
      at = quoted.end + 1;
      continue;
    }
    const comma = line.indexOf(',', at);
    if (comma < 0) {
      fields.push(line.slice(at));
      return fields;
    }
    fields.push(line.slice(at, comma));
    at = comma + 1;
  }
}

/** RCLootCouncil's `CSVEscape`, as the addon writes a field (tests and our own export use it). */
export const rclootcouncilEscape = (text: string): string => (text.includes(',') ? `"${text.replaceAll('"', '""')}"` : text);

/** A field as RFC 4180 writers quote it: in quotes when it holds a comma, a quote or a line end. */
export const standardEscape = (text: string): string => (/[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text);
