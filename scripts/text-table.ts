/**
 * A plain-text table for the console: the first column left-aligned, the others right-aligned (they
 * hold numbers), two spaces between columns and a dashed line under the header.
 */
export function textTable(header: string[], rows: string[][]): string {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n');
}

/** A Markdown table: the first column left-aligned, the others right-aligned; `|` in a cell escaped. */
export function markdownTable(header: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.map((cell) => cell.replaceAll('|', '\\|')).join(' | ')} |`;
  const alignment = `|${header.map((_, column) => (column === 0 ? '---' : '---:')).join('|')}|`;
  return [line(header), alignment, ...rows.map(line)].join('\n');
}
