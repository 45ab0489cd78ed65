import { memberRoleLabels, type AuditEntry, type MemberRole } from '../accounts/account-types';
import type { RaidRole } from '../guild-config-types';
import { attendanceMarkLabels, type AttendanceMark } from '../raids/attendance-terms';
import { roleLabels, rosterDecisionLabels } from '../raids/signup-labels';
import type { RosterDecision } from '../raids/signup-types';
import type { RaidSeries } from '../schedule/guild-schedule';

// The audit log's details, in the Polish the panel shows: written here for every new entry (on the
// server and in the demo alike), and the English of entries written before read back in Polish here too.

const lower = (label: string) => label.toLocaleLowerCase('pl');

/** A series' fields by the names an officer knows from the form. */
export const seriesFieldNames = {
  title: 'nazwa',
  weekday: 'dzień tygodnia',
  start: 'godzina startu',
  durationMinutes: 'długość',
  size: 'rozmiar',
  difficulty: 'poziom trudności',
  roleTargets: 'miejsca dla ról',
  note: 'notatka',
  endsOn: 'ostatni wieczór',
} as const;
type SeriesField = keyof typeof seriesFieldNames;
const seriesFields = Object.keys(seriesFieldNames) as SeriesField[];

/** `Członek gildii → Oficer`. */
export const roleChangeDetail = (from: MemberRole, to: MemberRole): string => `${memberRoleLabels[from]} → ${memberRoleLabels[to]}`;

/** `miejsce potwierdzone`, or with the role the raider is taken in: `automatycznie, rola: uzdrowiciel`. */
export const rosterDecisionDetail = (decision: RosterDecision['decision'], role?: RaidRole): string =>
  lower(rosterDecisionLabels[decision]) + (role ? `, rola: ${lower(roleLabels[role])}` : '');

/** `Kasia: spóźnienie, Ola: obecność`. */
export const attendanceDetail = (entries: ReadonlyArray<{ nickname: string; attendance: AttendanceMark }>): string =>
  entries.map((entry) => `${entry.nickname}: ${lower(attendanceMarkLabels[entry.attendance])}`).join(', ');

/** `zmienione: nazwa, godzina startu`: only what differs between the series before and after an edit. */
export function seriesChangeDetail(before: RaidSeries, after: RaidSeries): string {
  // An edit rewrites or appends the newest version; the newest before is what it was edited from.
  const was: Partial<Record<SeriesField, unknown>> = { ...before.versions.at(-1), endsOn: before.endsOn };
  const is: Partial<Record<SeriesField, unknown>> = { ...after.versions.at(-1), endsOn: after.endsOn };
  const changed = seriesFields.filter((field) => JSON.stringify(was[field]) !== JSON.stringify(is[field]));
  return changed.length ? `zmienione: ${changed.map((field) => seriesFieldNames[field]).join(', ')}` : 'bez zmian';
}

const englishRole = '(raider|officer|admin)';
const legacy: Partial<Record<AuditEntry['action'], (detail: string) => string | null>> = {
  'role-change': legacyRoleChange,
  'admin-granted': legacyRoleChange,
  'series-changed': (detail) => {
    const fields = /^zmienione: (.+)$/.exec(detail)?.[1]?.split(', ');
    if (!fields?.every((field): field is SeriesField => field in seriesFieldNames)) return null;
    return `zmienione: ${fields.map((field) => seriesFieldNames[field]).join(', ')}`;
  },
  'roster-decision': (detail) => {
    const match = /^(confirmed|bench|auto)(?:, rola (tank|healer|melee|ranged))?$/.exec(detail);
    return match ? rosterDecisionDetail(match[1] as RosterDecision['decision'], match[2] as RaidRole | undefined) : null;
  },
  'attendance-recorded': (detail) => {
    const entries = detail.split(', ').map((part) => /^(.+): (present|late|absent|excused|bench)$/.exec(part));
    if (!entries.every((match) => match)) return null;
    return attendanceDetail(entries.map((match) => ({ nickname: match![1]!, attendance: match![2] as AttendanceMark })));
  },
};

function legacyRoleChange(detail: string): string | null {
  const match = new RegExp(`^${englishRole} → ${englishRole}$`).exec(detail);
  return match ? roleChangeDetail(match[1] as MemberRole, match[2] as MemberRole) : null;
}

/**
 * An entry as the panel shows it. Entries written before the details were Polish (`raider → officer`,
 * `confirmed, rola ranged`, `Kasia: late`, `zmienione: title, start`) read in Polish; any other
 * detail is already Polish and stays as written.
 */
export function readableAuditEntry(entry: AuditEntry): AuditEntry {
  const polish = entry.detail ? legacy[entry.action]?.(entry.detail) : null;
  return polish ? { ...entry, detail: polish } : entry;
}
