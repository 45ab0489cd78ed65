import type { AuditAction } from './account-types';

// Apart from account-types.ts, which the initial core reads: only the audit log page shows these.

/** Each audit action as the log page names it. */
export const auditActionLabels: Record<AuditAction, string> = {
  'role-change': 'Zmiana roli',
  'reset-code': 'Kod resetu hasła',
  'password-reset': 'Nowe hasło z kodu resetu',
  'admin-granted': 'Nadanie administratora z konsoli',
  'series-created': 'Nowa seria rajdów',
  'series-changed': 'Zmiana serii rajdów',
  'raid-created': 'Nowy rajd jednorazowy',
  'raid-changed': 'Zmiana wieczoru rajdowego',
  'roster-decision': 'Decyzja o składzie',
  'attendance-recorded': 'Zapis obecności',
  'settings-changed': 'Zmiana ustawień gildii',
  'member-removed': 'Usunięcie członka gildii',
  'account-from-discord': 'Konto założone z Discorda',
  'raid-helper-import': 'Import historii z Raid-Helpera',
  'loot-imported': 'Import łupów',
  'character-assigned': 'Przypisanie postaci z logu',
};
