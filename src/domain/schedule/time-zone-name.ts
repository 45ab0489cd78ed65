/**
 * How the footer names the zone raid times are written in, in Polish: "czas polski" for Warsaw (what
 * raiders call it), else the zone's generic Polish name from Intl ("czas pacyficzny"), and the IANA
 * name only when the runtime has no Polish name for it.
 */
export function guildTimeZoneName(timeZone: string, now = new Date()): string {
  if (timeZone === 'Europe/Warsaw') return 'czas polski';
  try {
    const part = new Intl.DateTimeFormat('pl', { timeZone, timeZoneName: 'longGeneric' })
      .formatToParts(now)
      .find((candidate) => candidate.type === 'timeZoneName');
    // Without Polish data Intl falls back to an offset ("GMT-08:00") or the zone id: not a name.
    if (part && !/^GMT|\//.test(part.value)) return part.value;
  } catch {
    // An unknown zone: the id below.
  }
  return `strefa ${timeZone}`;
}
