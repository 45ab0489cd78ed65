export { sampleGuild } from './guild';
export type {
  GuildConfig,
  GuildImage,
  GuildValue,
  OneOffRaid,
  RaidDefinition,
  RaidDifficulty,
  RaidRole,
  RaidSize,
  RoleTargets,
  Testimonial,
  WeeklyRaid,
} from '../domain/guild-config-types';
export { raidRoles, raidSizes } from '../domain/guild-config-types';
// The config checker (./guild-config: validateGuildConfig, loadGuildConfig, …) is imported with import()
// when a guild passes a config; re-exported here it would be bundled into the initial core with this
// barrel. Import it from './guild-config'.
export type { ConfigError, GuildConfigResult, GuildConfigSource, LoadGuildConfigOptions } from './guild-config';
export { pluralPl, type PluralForms } from '../domain/plural-pl';
export { validateNickname, nicknameLimits } from '../domain/accounts/nickname';
export { timeInGuildPl, monthsInGuild } from './time-in-guild';
