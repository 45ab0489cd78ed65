export { generateRaids, type GenerateRaidsOptions, type ScheduleConfig } from './generate-raids';
export type { RaidInstance } from './raid-instance';
export {
  formatCountdown,
  formatDifficulty,
  formatRaidDate,
  formatRaidTime,
  formatRoleTargets,
  formatSize,
  formatTime,
  formatTimeRange,
  raidCount,
  weeksWithin,
} from './format-raid';
export { escapeIcsText, foldIcsLine, icsDateTime, raidToIcs, scheduleToIcs, type IcsOptions } from './ics';
export { guildSlug } from './guild-slug';
export { addDays, formatLocalDate, fromZoned, isoWeekday, toZoned, zoneOffsetMs, type LocalDateTime } from './zoned-time';
