export {
  applyNightChange,
  baseNight,
  firstOpenDate,
  generateRaids,
  localStartTime,
  seededSchedule,
  weeklyPattern,
  type GenerateRaidsOptions,
  type ScheduleConfig,
} from './generate-raids';
export {
  scheduleFromConfig,
  seriesRunsOn,
  seriesVersionOn,
  seriesFromView,
  seriesView,
  type GuildSchedule,
  type NightChange,
  type RaidSeries,
  type SeriesVersion,
  type SeriesView,
} from './guild-schedule';
export type { RaidInstance, RaidStatus } from './raid-instance';
export { formatCountdown, formatDifficulty, formatRaidDate, formatRaidTime, formatSize, formatTime, formatTimeRange } from './format-raid';
export { formatRoleTargets } from './raid-details-text';
export { escapeIcsText, foldIcsLine, icsDateTime, raidToIcs, scheduleToIcs, type IcsOptions } from './ics';
export { feedPastWeeks, feedRange, feedRefreshHours, feedToIcs, type FeedEvent } from './ics-feed';
export { guildSlug } from './guild-slug';
export { publishedRange, publishedUntil } from './published';
export { addDays, formatLocalDate, fromZoned, isoWeekday, toZoned, zoneOffsetMs, type LocalDateTime } from './zoned-time';
