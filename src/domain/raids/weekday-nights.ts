/** "w czwartki": the nights of a weekday, as in "Zawsze tak w czwartki" (1 = Monday … 7 = Sunday). */
export const weekdayNights: Record<number, string> = {
  1: 'w poniedziałki',
  2: 'we wtorki',
  3: 'w środy',
  4: 'w czwartki',
  5: 'w piątki',
  6: 'w soboty',
  7: 'w niedziele',
};

/** The weekday (1 = Monday … 7 = Sunday) of a local date `YYYY-MM-DD`. */
export function weekdayOf(localDate: string): number {
  const day = new Date(`${localDate}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}
