import type { RaidRole } from '../guild-config-types';
import { attendanceDetail, type AttendanceMark } from '../raids/attendance-terms';
import { seriesFieldNames, type SeriesField } from '../raids/series-change-detail';
import { rosterDecisionDetail } from '../raids/signup-labels';
import type { RosterDecision } from '../raids/signup-types';
import { roleChangeDetail, type AuditEntry, type MemberRole } from './account-types';

// The guild service writes every audit detail in Polish (roleChangeDetail, rosterDecisionDetail,
// attendanceDetail, seriesChangeDetail). Entries stored before that are in English; the log page reads
// them through this, so the services' chunks do not carry every label for the old entries' sake.

const legacyRoleChange = (detail: string): string | null => {
  const match = /^(raider|officer|admin) → (raider|officer|admin)$/.exec(detail);
  return match ? roleChangeDetail(match[1] as MemberRole, match[2] as MemberRole) : null;
};

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

/**
 * An entry as the log page shows it. Entries written before the details were Polish (`raider → officer`,
 * `confirmed, rola ranged`, `Kasia: late`, `zmienione: title, start`) read in Polish; any other detail is
 * already Polish and stays as written.
 */
export function readableAuditEntry(entry: AuditEntry): AuditEntry {
  const polish = entry.detail ? legacy[entry.action]?.(entry.detail) : null;
  return polish ? { ...entry, detail: polish } : entry;
}

/** Actions whose target names a raid: the raid id, or `<raid id> <nickname>` for a roster decision. */
const raidActions: ReadonlySet<AuditEntry['action']> = new Set(['raid-created', 'raid-changed', 'roster-decision', 'attendance-recorded']);

/**
 * The raid an entry is about and the rest of its target (the nickname of a roster decision), or `null`;
 * `date` is the night's local date, from the raid id (`<series or raid>-YYYY-MM-DD`): the log page looks
 * the raids of those dates up to name them by title and date instead of by id.
 */
export function auditRaidTarget(entry: AuditEntry): { raidId: string; date: string; rest: string } | null {
  if (!raidActions.has(entry.action) || !entry.target) return null;
  const match = /^(\S+-(\d{4}-\d{2}-\d{2}))(?: (.+))?$/.exec(entry.target);
  return match ? { raidId: match[1]!, date: match[2]!, rest: match[3] ?? '' } : null;
}
