/**
 * `raider-panel/demo`: the in-browser demo store for React hosts without a guild server, e.g.
 * `<RaiderPanel api="local" demoStore={demoStore} />`. Kept out of the main entry: its word lists (the
 * common-password list, Unicode's look-alike table) are ~250 KB gzip that a host with a server never needs.
 */
export { demoStore } from './app/demo-store';
