import { readFirstScreen, type FirstScreen, type FirstScreenAnswer } from '../src/data/first-screen';
import { readPageDefaults } from './panel-settings';
import { defineRaiderPanel } from './raider-panel-element';

export interface StartOptions {
  /** The script tag's `dataset`: defaults for every element of the page. */
  settings: Readonly<Record<string, string | undefined>>;
  /**
   * The body of the loader's `GET /api/first-screen` request, started together with the core (a
   * failed or foreign answer resolves to `null`); absent when the loader made none.
   */
  firstScreen?: Promise<unknown>;
  /** The first screen the loader painted into the page's elements, if it painted one. */
  paintedScreen?: FirstScreen;
}

/**
 * What the loader calls once the core is in (after it has run the page's queued `RaiderPanel(...)`
 * calls, so their `on` listeners hear the first `ready`): checks the script tag's settings and defines
 * the element with them as the page's defaults.
 */
export function startRaiderPanel({ settings, firstScreen, paintedScreen }: StartOptions): void {
  const answer: Promise<FirstScreenAnswer | null> | null = firstScreen ? firstScreen.then(readFirstScreen, () => null) : null;
  defineRaiderPanel({ defaults: readPageDefaults(settings), firstScreen: answer, paintedScreen });
}
