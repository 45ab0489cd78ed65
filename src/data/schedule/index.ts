export { generateRaids, type GenerateRaidsOptions, type ScheduleConfig } from './generate-raids';
export type { RaidInstance } from './raid-instance';
export { formatCountdown, formatDifficulty, formatRaidDate, formatRaidTime, formatSize, formatTime, formatTimeRange } from './format-raid';
export { formatRoleTargets, raidCount, weeksWithin } from './raid-details-text';
export { escapeIcsText, foldIcsLine, icsDateTime, raidToIcs, scheduleToIcs, type IcsOptions } from './ics';
export { feedPastWeeks, feedRange, feedRefreshHours, feedToIcs, type FeedEvent } from './ics-feed';
export { guildSlug } from './guild-slug';
export { addDays, formatLocalDate, fromZoned, isoWeekday, toZoned, zoneOffsetMs, type LocalDateTime } from './zoned-time';
