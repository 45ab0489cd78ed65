/**
 * A table as CSV a spreadsheet opens as it is: UTF-8 with a byte-order mark (so Polish letters come out
 * right), `;` between cells (the list separator of Polish spreadsheets, where `,` is the decimal comma),
 * CRLF line ends, quotes where a cell needs them. A cell that a spreadsheet would run as a formula
 * (`=`, `+`, `-`, `@` first) starts with `'`: a raider's note must not become a formula on an officer's computer.
 */
export function toCsv(header: readonly string[], rows: ReadonlyArray<ReadonlyArray<string | number>>): string {
  const cell = (value: string | number): string => {
    let text = String(value);
    if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
    return /[";\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
  };
  return `\ufeff${[header, ...rows].map((row) => row.map(cell).join(';')).join('\r\n')}\r\n`;
}
