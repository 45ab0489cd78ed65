import { describe, expect, it } from 'vitest';
import { roleChangeDetail, type AuditEntry } from '../../src/domain/accounts/account-types';
import { readableAuditEntry } from '../../src/domain/accounts/readable-audit-entry';
import { attendanceDetail } from '../../src/domain/raids/attendance-terms';
import { seriesChangeDetail } from '../../src/domain/raids/series-change-detail';
import { rosterDecisionDetail } from '../../src/domain/raids/signup-labels';
import type { RaidSeries } from '../../src/domain/schedule/guild-schedule';
import auditDetails from '../fixtures/cases/audit-details.json';

/** The audit log speaks Polish: new details are written so, and details stored in English before read so. */
const entry = (action: AuditEntry['action'], detail: string | null): AuditEntry => ({
  at: '2026-03-01T12:00:00.000Z',
  actor: 'Mistrz',
  action,
  target: 'Kasia',
  detail,
});

describe('audit details', () => {
  it('names roles, decisions and attendance with the panel’s words', () => {
    expect(roleChangeDetail('raider', 'officer')).toBe('Członek gildii → Oficer');
    expect(rosterDecisionDetail('confirmed')).toBe('miejsce potwierdzone');
    expect(rosterDecisionDetail('auto', 'ranged')).toBe('automatycznie, rola: z dystansu');
    expect(
      attendanceDetail([
        { nickname: 'Kasia', attendance: 'late' },
        { nickname: 'Ola', attendance: 'present' },
      ]),
    ).toBe('Kasia: spóźnienie, Ola: obecność');
  });

  it('lists only the fields of a series that changed', () => {
    const version = { title: 'Piątek', weekday: 5, start: '21:00', durationMinutes: 120, size: 10, difficulty: 'mityczny' } as const;
    const before: RaidSeries = { id: 'piatek', versions: [version] };
    expect(seriesChangeDetail(before, { ...before, versions: [{ ...version }] })).toBe('bez zmian');
    expect(seriesChangeDetail(before, { ...before, versions: [version, { ...version, start: '20:00', validFrom: '2026-03-13' }] })).toBe(
      'zmienione: godzina startu',
    );
    expect(seriesChangeDetail(before, { ...before, versions: [{ ...version, note: 'Flaski' }], endsOn: '2026-04-01' })).toBe(
      'zmienione: notatka, ostatni wieczór',
    );
  });

  it.each(auditDetails.oldEnglishDetails as Array<[AuditEntry['action'], string, string]>)(
    'reads an old %s entry "%s" as "%s"',
    (action, stored, shown) => {
      expect(readableAuditEntry(entry(action, stored))).toEqual(entry(action, shown));
    },
  );

  it.each(auditDetails.keptAsWritten as Array<[AuditEntry['action'], string | null]>)(
    'leaves a %s entry "%s" as written',
    (action, detail) => {
      expect(readableAuditEntry(entry(action, detail))).toEqual(entry(action, detail));
    },
  );
});
