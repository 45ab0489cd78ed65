import { useState } from 'react';
import { attendanceRule } from '../../domain/raids/attendance-terms';
import { isOfficer } from '../../domain/accounts/account-types';
import { useApp } from '../../instance/app-context';
import { useStore } from '../../ui';
import { AttendanceSheets } from './AttendanceSheets';
import { GuildAttendanceTable } from './GuildAttendanceTable';
import { useAttendanceStyles } from './attendance-styles';

/**
 * Frekwencja (every signed-in member): the guild's attendance table and the rule behind it; officers
 * also record who came to the raids of the last days.
 */
export default function RaiderAttendancePage() {
  const styles = useAttendanceStyles();
  const { session } = useApp();
  const raider = useStore(session.$raider);
  // Bumped when an officer saves a sheet here, so the table shows the new figures.
  const [version, setVersion] = useState(0);
  return (
    <>
      <section className={styles.section} aria-labelledby="rp-attendance-guild">
        <h2 id="rp-attendance-guild">Frekwencja gildii</h2>
        <p>{attendanceRule}</p>
        <GuildAttendanceTable version={version} />
      </section>
      {isOfficer(raider?.role) && <AttendanceSheets onRecorded={() => setVersion((current) => current + 1)} />}
    </>
  );
}
