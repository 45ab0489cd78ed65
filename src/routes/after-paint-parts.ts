/**
 * Everything a visit of the home page loads after its first paint, as one lazily loaded module: the
 * home page's raid card, the raid adapter that fetches the schedule the guild keeps, and what is
 * prefetched on idle (the public pages the header links to and the raider panel's guards; the sign-in
 * form is not here: it loads when a visitor shows they are about to open the raider panel).
 * Nothing imports these modules by themselves: the route table, the guards, the raid card and the raid
 * API source all load them through here (`import('…/after-paint-parts')`).
 *
 * Why one module: esbuild puts every module in the chunk of the exact set of entry points (dynamic
 * imports included) that reach it, so seven parts sharing helpers with each other and with the raider
 * panel's pages came out as some twenty small files. As one entry point, anchored to by the raider
 * panel's parts (site/build/one-core-chunk.ts `anchorToGroup`), they come as one chunk: the whole
 * group is smaller than the sum of its parts, and costs one request instead of many (`npm run size`).
 */
export { default as RaidNights } from '../pages/home/RaidNights';
export { default as ValuesPage } from '../pages/values';
export { default as ManifestoPage } from '../pages/manifesto';
export { default as TestimonialsPage } from '../pages/testimonials';
export { default as RaidSchedulePage } from '../pages/raid-schedule';
export { RaiderAuth, OfficerOnly } from './raider-auth';
export { createHttpRaidApi, probeBackend } from '../data/raids/http';
export { backendFailure } from '../data/raids/backend-failure';
