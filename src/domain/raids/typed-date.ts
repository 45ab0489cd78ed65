/**
 * A date as a Polish raider types it, as the local `YYYY-MM-DD` the absence schema reads: `24.12.2026`,
 * `1.7.2026` and `24.12.2026 r.` become `2026-12-24`, `2026-07-01`; anything else is passed on unchanged,
 * for the schema to refuse with its own message (an impossible `30.02.2026` too).
 */
export function typedLocalDate(text: string): string {
  const polish = /^\s*(\d{1,2})\.(\d{1,2})\.(\d{4})(?:\s*r\.?)?\s*$/.exec(text);
  if (!polish) return text.trim();
  const [, day, month, year] = polish;
  return `${year}-${month!.padStart(2, '0')}-${day!.padStart(2, '0')}`;
}
