import type { RaidRole } from '../guild-config-types';
import type { RosterDecision, SignupStatus } from './signup-types';

// The answers' and roles' names, apart from the validation (signup-validation.ts): the pages that only
// show answers do not download the checks (`npm run size`).

export const statusLabels: Record<SignupStatus, string> = {
  accepted: 'Będę',
  late: 'Spóźnię się',
  tentative: 'Może',
  absent: 'Nie będę',
};

/** The same naming as the schedule's role targets (raid-details-text.ts): tank, uzdrowiciel, wręcz, z dystansu. */
export const roleLabels: Record<RaidRole, string> = {
  tank: 'Tank',
  healer: 'Uzdrowiciel',
  melee: 'Wręcz',
  ranged: 'Z dystansu',
};

/** What every form and endpoint that takes a raid role says when it is missing or unknown: the roles as the forms name them. */
export const roleChoiceMessage = `Wybierz rolę: ${roleLabels.tank}, ${roleLabels.healer}, ${roleLabels.melee} albo ${roleLabels.ranged}.`;

/** A raid leader's decisions, named by where they put the raider (the same beside every name). */
export const rosterDecisionLabels: Record<RosterDecision['decision'], string> = {
  auto: 'Automatycznie',
  confirmed: 'Miejsce potwierdzone',
  bench: 'Na ławce',
};

/** A decision in the audit log: `miejsce potwierdzone`, or with the role taken in: `automatycznie, rola: uzdrowiciel`. */
export const rosterDecisionDetail = (decision: RosterDecision['decision'], role?: RaidRole): string =>
  rosterDecisionLabels[decision].toLocaleLowerCase('pl') + (role ? `, rola: ${roleLabels[role].toLocaleLowerCase('pl')}` : '');
