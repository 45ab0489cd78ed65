import { effectiveAnswers } from '../../../domain/raids/absences';
import { findRaid } from '../../../domain/raids/find-raids';
import { RaidApiError, raidApiMessages } from '../../../domain/raid-api-error';
import { raiderKey } from '../../../domain/accounts/raider-key';
import { decideRoster } from '../../../domain/raids/roster-decision-rules';
import type { RaidRoster } from '../../../domain/raids/signup-types';
import { localOfficerWrite, type LocalOfficerOptions } from './local-officer-write';

/**
 * The raid leader's roster decisions on this device (the demo's officer mode), with the same rules as
 * the server. A chunk of its own, loaded on the first decision.
 */
export function createLocalRosterDecisions(options: LocalOfficerOptions) {
  const officerWrite = localOfficerWrite(options);
  return {
    decideRoster: (token: string, raidId: string, nickname: string, input: unknown): RaidRoster =>
      officerWrite(token, (data, schedule, at) => {
        const raid = findRaid(options.config(), raidId, schedule);
        if (!raid) throw new RaidApiError('not-found', raidApiMessages.notFound);
        const decisions = data.decisions ?? [];
        // The answers every roster counts, absences included (as the server's), so this roster equals the next read.
        const answers = effectiveAnswers([raid], data.signups, data.absences);
        const { stored, roster } = decideRoster(raid, answers, decisions, nickname, input, at);
        const others = decisions.filter((one) => !(one.raidId === raid.id && raiderKey(one.raider) === raiderKey(nickname)));
        data.decisions = stored ? [...others, stored] : others;
        const decision = stored?.decision ?? 'auto';
        const detail = stored?.role ? `${decision}, rola ${stored.role}` : decision;
        return { result: roster, action: 'roster-decision', target: `${raid.id} ${nickname}`, detail };
      }),
  };
}
