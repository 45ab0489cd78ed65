import type { RaidRole } from '../../domain/guild-config-types';
import type { SignupInput } from '../../domain/raids/signup-types';

/**
 * What a view that answers raids needs besides the raids themselves (the signups page's cards, the
 * overview's list): who answers, when, in which zones, the role to offer, and how to save.
 */
export interface AnswerContext {
  nickname: string;
  now: Date;
  viewerTimeZone: string;
  guildTimeZone: string;
  defaultRole: RaidRole | null;
  /** Resolves `true` once saved. */
  onSave: (input: SignupInput) => Promise<boolean>;
}
