export { sampleGuild, type Guild, type GuildValue, type Testimonial, type WeeklyRaid } from './guild';
export { validateNickname, nicknameLimits } from './nickname';
