/**
 * What an app instance reports to its host, and the DOM events `<raider-panel>` turns that into. One
 * typed map, so a listener's `detail` is typed by the event's name: every event leaves the shadow root (`bubbles`, `composed`), so a listener on
 * `document` hears every widget on the page.
 */

import type { RaidRole } from '../domain/guild-config-types';
import type { SignupStatus } from '../domain/raids/signup-types';

/** A page was shown: its path inside the widget and the title the page would have. */
export interface NavigateDetail {
  path: string;
  title: string;
}

/** A raider's signup was saved. */
export interface SignupDetail {
  raidId: string;
  /** `accepted` (Będę), `late` (Spóźnię się), `tentative` (Może) or `absent` (Nie będę). */
  status: SignupStatus;
  /** `tank`, `healer`, `melee` or `ranged`. */
  role: RaidRole;
}

/**
 * Something went wrong that the raider sees handled (defaults shown, the error page, a reload): the host
 * may want to log it.
 */
export interface ErrorDetail {
  /** A sentence for a developer (English), e.g. the config field that was rejected. */
  message: string;
  /** `config` (a guild config that cannot be used), `chunk` (a page's code failed to load), `render` (a page threw). */
  source: string;
}

/** The widget is mounted and has rendered its first page. */
export interface ReadyDetail {
  /** The version of the runtime that rendered it (`RaiderPanel.version`). */
  version: string;
  /** The page it shows. */
  path: string;
}

export interface RaiderPanelEventMap {
  /** Mounted and the first page rendered (again after the element is put back into the page). */
  'raider-panel:ready': CustomEvent<ReadyDetail>;
  /** Every page shown, the first one included; set your own title from `detail.title` if you like. */
  'raider-panel:navigate': CustomEvent<NavigateDetail>;
  /** A signup was saved. */
  'raider-panel:signup': CustomEvent<SignupDetail>;
  /** A handled problem: a config that cannot be used, a page chunk that failed to load, a page that threw. */
  'raider-panel:error': CustomEvent<ErrorDetail>;
}

export type RaiderPanelEventName = keyof RaiderPanelEventMap;

/** Every event name, in the order they are listed above. */
export const raiderPanelEventNames: readonly RaiderPanelEventName[] = [
  'raider-panel:ready',
  'raider-panel:navigate',
  'raider-panel:signup',
  'raider-panel:error',
];
