import type { RaidInstance, SeriesView } from '../../domain/schedule';
import type { RaidRange } from '../../domain/raids/find-raids';
import { operation as o } from './operation-spec';

/**
 * The operations the public pages read before anyone signs in (the home page's raid card, the schedule),
 * declared as in api-operations.ts. Apart from the rest so that a home page downloads these two, and the
 * raider panel's operations only when it is opened.
 */
export const publicReads = {
  signups: {
    listRaids: o<RaidInstance[], RaidRange>()('GET /raids public ?from&to'),
    listSeries: o<SeriesView[]>()('GET /series public'),
  },
};
