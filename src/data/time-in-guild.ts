import { inGuildForMonths, inGuildForYears } from '../domain/counted-phrases';

/** Whole months from `memberSince` (`YYYY-MM`) to the month of `now`; never negative. */
export function monthsInGuild(memberSince: string, now: Date): number {
  const [year = 0, month = 1] = memberSince.split('-').map(Number);
  return Math.max(0, now.getFullYear() * 12 + now.getMonth() - (year * 12 + month - 1));
}

/**
 * "w gildii od …" in Polish. After "od" Polish takes the genitive, so the forms are roku / lat / lat
 * and miesiąca / miesięcy / miesięcy ("od 2 lat", never "od 2 lata"); one year reads "od roku".
 * Under a year it counts months; in the first month, "od tego miesiąca".
 */
export function timeInGuildPl(memberSince: string, now: Date = new Date()): string {
  const months = monthsInGuild(memberSince, now);
  if (months === 0) return 'w gildii od tego miesiąca';
  const years = Math.floor(months / 12);
  if (years >= 1) return years === 1 ? 'w gildii od roku' : inGuildForYears(years);
  return months === 1 ? 'w gildii od miesiąca' : inGuildForMonths(months);
}
