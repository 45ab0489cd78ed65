import type { ScheduleConfig } from '../../../domain/schedule/generate-raids';
import { scheduleFromConfig, type GuildSchedule } from '../../../domain/schedule/guild-schedule';
import { assertOfficer } from '../../../domain/accounts/account-rules';
import type { AuditAction } from '../../../domain/accounts/account-types';
import type { LocalAccount, LocalData } from './local-data';
import type { LocalStore } from './local-store';

export interface LocalOfficerOptions {
  store: LocalStore;
  config: () => ScheduleConfig;
  now: () => Date;
  accountOf: (data: LocalData, token: string) => LocalAccount;
}

export interface OfficerOutcome<T> {
  result: T;
  action: AuditAction;
  target: string;
  detail: string;
}

/**
 * One officer change in the demo store: the signed-in account must be an officer or admin; the change,
 * the schedule it was made on and its audit entry are written in one update of the device's data.
 */
export function localOfficerWrite({ store, config, now, accountOf }: LocalOfficerOptions) {
  return function officerWrite<T>(token: string, work: (data: LocalData, schedule: GuildSchedule, at: Date) => OfficerOutcome<T>): T {
    return store.update((data) => {
      const account = accountOf(data, token);
      assertOfficer(account.role);
      const at = now();
      const schedule = structuredClone(data.schedule ?? scheduleFromConfig(config()));
      const outcome = work(data, schedule, at);
      data.schedule = schedule;
      data.audit.push({
        at: at.toISOString(),
        actor: account.nickname,
        action: outcome.action,
        target: outcome.target,
        detail: outcome.detail,
      });
      return outcome.result;
    });
  };
}
