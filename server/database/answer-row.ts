import type { RaidRole } from '../../src/domain/guild-config-types';
import type { Signup, SignupStatus } from '../../src/domain/raids/signup-types';

/** The columns a signup row and a standing-answer row share: one raider's answer. */
export interface AnswerRow {
  raider: string;
  status: SignupStatus;
  role: RaidRole;
  character_id: string | null;
  note: string | null;
  sequence: number;
  updated_at: string;
}

/** What an answer row says, as the domain keeps an answer (no empty character or note). */
export type AnswerFields = Pick<Signup, 'raider' | 'status' | 'role' | 'sequence' | 'updatedAt' | 'characterId' | 'note'>;

export function answerOf(row: AnswerRow): AnswerFields {
  const answer: AnswerFields = {
    raider: row.raider,
    status: row.status,
    role: row.role,
    sequence: row.sequence,
    updatedAt: row.updated_at,
  };
  if (row.character_id) answer.characterId = row.character_id;
  if (row.note) answer.note = row.note;
  return answer;
}
