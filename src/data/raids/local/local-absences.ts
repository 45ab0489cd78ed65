import type { ScheduleConfig } from '../../../domain/schedule';
import {
  absenceMessages,
  checkNotPast,
  effectiveAnswers,
  endAbsenceEarly,
  localToday,
  validateAbsenceInput,
  type Absence,
} from '../../../domain/raids/absences';
import type { RaidApi } from '../raid-api';
import { RaidApiError, raidApiMessages } from '../../../domain/raid-api-error';
import { raiderKey } from '../../../domain/accounts/raider-key';
import type { LocalData } from './local-data';
import type { LocalStore } from './local-store';

export { effectiveAnswers };

export interface LocalAbsencesOptions {
  store: LocalStore;
  config: () => ScheduleConfig;
  now: () => Date;
  /** The raider a token signs in, in `data` (`unauthorized` otherwise). */
  raiderOf: (data: LocalData, token: string) => string;
}

type AbsenceMethods = Pick<RaidApi, 'myAbsences' | 'addAbsence' | 'endAbsence'>;

/** The demo's absences: the same rules as the server (src/domain/raids/absences.ts), on this device's storage. */
export function createLocalAbsences({ store, config, now, raiderOf }: LocalAbsencesOptions): AbsenceMethods {
  const today = () => localToday(now(), config().timezone);
  const invalid = (errors: Record<string, string | undefined>) =>
    new RaidApiError('invalid', raidApiMessages.invalid, errors as Record<string, string>);
  return {
    myAbsences: async (token) => {
      const data = store.read();
      const key = raiderKey(raiderOf(data, token));
      return data.absences
        .filter((absence) => raiderKey(absence.raider) === key && absence.to >= today())
        .sort((a, b) => a.from.localeCompare(b.from) || Number(a.id) - Number(b.id));
    },
    addAbsence: async (token, rawInput) => {
      const checked = validateAbsenceInput(rawInput);
      if (!checked.ok) throw invalid(checked.errors);
      const current = checkNotPast(checked.value, today());
      if (!current.ok) throw invalid(current.errors);
      return store.update((data) => {
        const raider = raiderOf(data, token);
        const id = String(data.absences.reduce((max, absence) => Math.max(max, Number(absence.id)), 0) + 1);
        const absence: Absence = { id, raider, ...current.value, createdAt: now().toISOString() };
        data.absences.push(absence);
        return absence;
      });
    },
    endAbsence: async (token, absenceId) => {
      store.update((data) => {
        const key = raiderKey(raiderOf(data, token));
        const index = data.absences.findIndex((absence) => absence.id === absenceId && raiderKey(absence.raider) === key);
        if (index < 0) throw new RaidApiError('not-found', absenceMessages.notFound);
        const decision = endAbsenceEarly(data.absences[index]!, today());
        if (decision.action === 'delete') data.absences.splice(index, 1);
        else if (decision.action === 'shorten') data.absences[index] = { ...data.absences[index]!, to: decision.to };
      });
    },
  };
}
