import type { RaidRole } from '../guild-config-types';
import type { SignupStatus } from './signup-types';

// Types only: the rule of which nights it stands for is in effective-answers.ts, the input in standing-input.ts.

/**
 * A raider's standing answer for one weekly series ("zawsze tak w czwartki"): every night of the series
 * that was still open when it was set, and that the raider did not answer explicitly, counts as this
 * answer (`effectiveAnswers`: an explicit answer wins, an absence beats a standing answer).
 */
export interface StandingAnswer {
  seriesId: string;
  /** Nickname of the raider, as they wrote it when setting it. */
  raider: string;
  status: SignupStatus;
  role: RaidRole;
  /** The raider's character for these nights (checked against the raider's characters by the service). */
  characterId?: string;
  note?: string;
  /**
   * The standing answer's place in the signup order: taken from the one signup counter when it was set
   * (and again when its coming-ness or role changes, as an explicit answer would), so on every night it
   * stands for, the raider is in line as if they had answered that night at that moment. A raider who
   * set it early is ahead of those who answer the night later; an explicit answer that keeps coming in
   * the same role keeps this place.
   */
  sequence: number;
  /**
   * ISO instant from which it counts: nights still open (before their signup lock) at this instant.
   * Changing or removing a standing answer first writes its answer onto the nights it stood for that
   * are no longer open (`standingToKeep`), then counts from the change: past nights never change.
   */
  since: string;
  /** ISO instant of the last change. */
  updatedAt: string;
}
