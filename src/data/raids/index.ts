/** The raider panel's data port; the rules it answers by live in src/domain. */
export type { RaidApi } from './raid-api';
