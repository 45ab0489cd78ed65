import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import {
  attendanceMarkLabels,
  attendanceMarks,
  attendanceRecordDays,
  raidPlaceLabels,
  type AttendanceMark,
  type AttendanceSheet,
} from '../../domain/raids/attendance-terms';
import { failureMessage } from '../../domain/raid-api-error';
import { withAssignedCharacter, type RaidLogComparison, type UnassignedLogCharacter } from '../../domain/raids/raid-log';
import { statusLabels } from '../../domain/raids/signup-labels';
import { formatRaidDate, formatTime } from '../../domain/schedule/format-raid';
import type { RaidInstance } from '../../domain/schedule/raid-instance';
import { useApp } from '../../instance/app-context';
import { useGuild } from '../../instance/use-guild';
import { Button, useToast } from '../../ui';
import { useSignedInCall } from '../raider-account/use-signed-in-call';
import { useAttendanceStyles } from './attendance-styles';
import { LoadFailure } from '../../ui/LoadFailure';
import { capitalised, inLastDays, peopleCount, upToDays } from '../../domain/counted-phrases';
import { logDifference } from './log-differences';
import { LabelledOptions } from '../../ui/LabelledOptions';
import { fieldFailure, useBusyAction } from '../../ui/use-busy-action';
import { useGamePack } from '../raider-board/use-game-pack';
import { AddPlayer } from './AddPlayer';
import { UnassignedCharacters } from './UnassignedCharacters';

const day = 86_400_000;

/**
 * "Wczytaj z Warcraft Logs": the raid's report (address or code) read by the guild's server, answered
 * as the plan against the log. Nothing is saved: the sheet takes the suggestion and the officer confirms.
 */
function LogImport({ raidId, onImported }: { raidId: string; onImported: (comparison: RaidLogComparison) => void }) {
  const styles = useAttendanceStyles();
  const call = useSignedInCall();
  const id = useId();
  const [report, setReport] = useState('');
  // A refused import says the report field's own reason when there is one.
  const { busy: importing, failure, run } = useBusyAction({ describe: fieldFailure('report') });

  function load(event: { preventDefault(): void }) {
    event.preventDefault();
    void run(async () => onImported(await call((api, token) => api.importAttendanceLog(token, raidId, report))));
  }

  return (
    <form className={styles.logImport} onSubmit={load}>
      <label htmlFor={`${id}-report`}>Raport z Warcraft Logs (adres albo kod)</label>
      <div>
        <input
          id={`${id}-report`}
          type="text"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          value={report}
          onChange={(event) => setReport(event.target.value)}
          aria-invalid={failure ? true : undefined}
          aria-describedby={failure ? `${id}-failure` : undefined}
        />
        <Button type="submit" variant="secondary" disabled={importing || report.trim() === ''}>
          {importing ? 'Wczytywanie…' : 'Wczytaj z Warcraft Logs'}
        </Button>
      </div>
      {failure && (
        <p id={`${id}-failure`} className={styles.error} role="alert">
          {failure}
        </p>
      )}
    </form>
  );
}

const byNickname = (a: string, b: string) => a.localeCompare(b, 'pl');

/** The guild's raiders by nickname, for "Czyja to postać?" and "Dopisz osobę"; `failure` says why not. */
function useGuildRaiders() {
  const call = useSignedInCall();
  const [members, setMembers] = useState<string[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    let active = true;
    call((api, token) => api.listMembers(token)).then(
      (loaded) => active && setMembers(loaded.map((member) => member.nickname).sort(byNickname)),
      (error: unknown) => active && setFailure(failureMessage(error)),
    );
    return () => {
      active = false;
    };
  }, [call]);
  return { members, failure };
}

/**
 * One raid's sheet: a choice per raider, prefilled, and one button that saves them all. Besides those who
 * answered: who the log shows without an answer, and whoever the officer adds by hand (`extras`).
 */
function SheetForm({ raid, onRecorded }: { raid: RaidInstance; onRecorded: () => void }) {
  const styles = useAttendanceStyles();
  const call = useSignedInCall();
  const toast = useToast();
  const id = useId();
  const [sheet, setSheet] = useState<AttendanceSheet | null>(null);
  const [chosen, setChosen] = useState<Record<string, AttendanceMark>>({});
  // Before the sheet loaded: why it did not (with a retry); after: why saving it did not.
  const { busy: saving, failure, setFailure, run } = useBusyAction();
  const [attempt, setAttempt] = useState(0);
  const [comparison, setComparison] = useState<RaidLogComparison | null>(null);
  const [added, setAdded] = useState<string[]>([]);
  const [assigned, setAssigned] = useState<string | null>(null);
  const assignedNote = useRef<HTMLParagraphElement>(null);
  // The assigned character's form is gone: focus goes to what happened, not to the page's start.
  useEffect(() => {
    if (assigned) assignedNote.current?.focus();
  }, [assigned]);
  const raiders = useGuildRaiders();
  const pack = useGamePack();
  const timeZone = useGuild().timezone;

  useEffect(() => {
    let active = true;
    setFailure(null);
    call((api, token) => api.attendanceSheet(token, raid.id)).then(
      (loaded) => {
        if (!active) return;
        setSheet(loaded);
        setChosen(Object.fromEntries(loaded.entries.map((entry) => [entry.nickname, entry.attendance])));
      },
      (error: unknown) => active && setFailure(failureMessage(error)),
    );
    return () => {
      active = false;
    };
  }, [call, raid.id, attempt, setFailure]);

  if (!sheet) {
    return failure ? (
      <LoadFailure message={failure} onRetry={() => setAttempt((current) => current + 1)} />
    ) : (
      <p role="status">Wczytywanie listy…</p>
    );
  }

  const onSheet = new Set(sheet.entries.map((entry) => entry.nickname));
  const inLog = comparison?.rows.filter((row) => !onSheet.has(row.nickname) && row.seen !== 'absent').map((row) => row.nickname) ?? [];
  /** Off the sheet, on it once saved: who the log shows without an answer and whoever the officer added. */
  const extras = [...new Set([...inLog, ...added])].filter((nickname) => !onSheet.has(nickname)).sort(byNickname);
  const listed = new Set([...onSheet, ...extras]);
  const markOf = (nickname: string): AttendanceMark =>
    chosen[nickname] ?? sheet.entries.find((entry) => entry.nickname === nickname)?.attendance ?? 'present';

  const confirmAll = () =>
    // What the officer chose stays selected after a failure: one more click tries again.
    run(async () => {
      const entries = [...listed].map((nickname) => ({ nickname, attendance: markOf(nickname) }));
      const saved = await call((api, token) => api.recordAttendance(token, raid.id, { entries }));
      setSheet(saved);
      setAdded([]);
      toast.add({ title: 'Zapisano obecność', description: `${raid.title}: ${peopleCount(entries.length)}`, tone: 'success' });
      onRecorded();
    });

  /** The sheet takes the log's suggestion for each raider on it and each the log shows without an answer. */
  function takeLog(loaded: RaidLogComparison) {
    setComparison(loaded);
    setAssigned(null);
    setChosen((current) => ({
      ...current,
      ...Object.fromEntries(
        loaded.rows.filter((row) => onSheet.has(row.nickname) || row.seen !== 'absent').map((row) => [row.nickname, row.suggested]),
      ),
    }));
  }

  /** A character of nobody is now `nickname`'s: they are seen as the log saw it (on the sheet, or added to it). */
  function takeAssigned(character: UnassignedLogCharacter, nickname: string) {
    const next = withAssignedCharacter(comparison!, nickname, character);
    const row = next.rows.find((one) => one.nickname === nickname)!;
    setComparison(next);
    setChosen((current) => ({ ...current, [nickname]: row.suggested }));
    setAssigned(`Postać ${character.name} należy teraz do: ${nickname} – następny raport rozpozna ją sam.`);
  }

  const rowOf = (nickname: string) => comparison?.rows.find((row) => row.nickname === nickname);
  const choice = (nickname: string, label: ReactNode) => {
    const row = rowOf(nickname);
    const difference = row && logDifference(row, timeZone);
    return (
      <li key={nickname}>
        <label htmlFor={`${id}-${nickname}`}>
          <strong>{nickname}</strong>
          {' – '}
          {label}
          {difference ? <span className={styles.difference}>{`${difference} (postać: ${row.character})`}</span> : null}
        </label>
        <select
          id={`${id}-${nickname}`}
          value={markOf(nickname)}
          onChange={(event) => setChosen((current) => ({ ...current, [nickname]: event.target.value as AttendanceMark }))}
        >
          <LabelledOptions values={attendanceMarks} labels={attendanceMarkLabels} />
        </select>
      </li>
    );
  };
  return (
    <>
      <LogImport raidId={raid.id} onImported={takeLog} />
      {comparison && (
        <p role="status">
          Wczytano raport: lista ustawiona według logu. Różnice względem planu są opisane przy osobach – sprawdź je i zatwierdź.
        </p>
      )}
      {assigned && (
        <p ref={assignedNote} role="status" tabIndex={-1}>
          {assigned}
        </p>
      )}
      {comparison && (
        <UnassignedCharacters
          characters={comparison.unassigned}
          members={raiders.members}
          pack={pack}
          timeZone={timeZone}
          onAssigned={takeAssigned}
        />
      )}
      <AddPlayer
        candidates={raiders.members?.filter((nickname) => !listed.has(nickname)) ?? null}
        loadFailure={raiders.failure}
        onAdd={(nickname) => {
          setAdded((current) => [...current, nickname]);
          setChosen((current) => ({ ...current, [nickname]: 'present' }));
        }}
      />
      {listed.size === 0 && <p>Nikt nie odpowiedział na ten rajd – dopisz osoby, które grały, albo wczytaj raport.</p>}
      <ul className={styles.sheet}>
        {sheet.entries.map((entry) =>
          choice(
            entry.nickname,
            `${entry.place ? `${raidPlaceLabels[entry.place]}, ` : ''}${entry.answer ? `odpowiedź: ${statusLabels[entry.answer]}` : 'bez odpowiedzi'}${
              entry.recorded ? ', zapisane' : ''
            }`,
          ),
        )}
        {extras.map((nickname) => choice(nickname, 'bez odpowiedzi, dopisane do listy'))}
      </ul>
      {failure && (
        <p className={styles.error} role="alert">
          {failure}
        </p>
      )}
      <div>
        <Button onClick={() => void confirmAll()} disabled={saving || listed.size === 0}>
          {saving ? 'Zapisywanie…' : 'Zatwierdź wszystkie'}
        </Button>
      </div>
    </>
  );
}

/**
 * Officers: the raids that started in the last 7 days, each opening into its attendance sheet. The
 * sheet is prefilled from the answers, so confirming what happened as planned is one click.
 */
export function AttendanceSheets({ onRecorded }: { onRecorded: () => void }) {
  const styles = useAttendanceStyles();
  const { raidApi } = useApp();
  const guild = useGuild();
  const [raids, setRaids] = useState<RaidInstance[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [open, setOpen] = useState<string | null>(null);
  const timeZone = guild.timezone;

  const load = useCallback(() => {
    let active = true;
    setFailure(null);
    const now = Date.now();
    raidApi()
      .then((api) => api.listRaids({ from: new Date(now - attendanceRecordDays * day).toISOString(), to: new Date(now).toISOString() }))
      .then(
        (loaded) => active && setRaids(loaded.filter((raid) => raid.status !== 'cancelled').reverse()),
        (error: unknown) => active && setFailure(failureMessage(error)),
      );
    return () => {
      active = false;
    };
  }, [raidApi]);
  useEffect(() => load(), [load]);

  return (
    <section className={styles.section} aria-labelledby="rp-attendance-sheets">
      <h2 id="rp-attendance-sheets">Sprawdź obecność</h2>
      <p>
        Od startu rajdu {upToDays(attendanceRecordDays)} po nim zapisujesz, kto był. Lista jest wypełniona według składu: obecność tylko dla
        osób w składzie, ławka dla rezerwy i ławki – gdy wszystko poszło zgodnie z planem, wystarczy „Zatwierdź wszystkie”. Raport rajdu z
        Warcraft Logs ustawi listę według tego, kto grał w walkach, i pokaże różnice względem planu.
      </p>
      {failure && <LoadFailure message={failure} onRetry={load} />}
      {!raids && !failure && <p role="status">Wczytywanie rajdów…</p>}
      {raids && raids.length === 0 && <p>{capitalised(inLastDays(attendanceRecordDays))} nie było rajdu.</p>}
      {raids && raids.length > 0 && (
        <ul className={styles.raids}>
          {raids.map((raid) => (
            <li key={raid.id}>
              <h3>
                {raid.title}, {formatRaidDate(raid.startUtc, timeZone)} {formatTime(raid.startUtc, timeZone)}
              </h3>
              {open === raid.id ? (
                <SheetForm raid={raid} onRecorded={onRecorded} />
              ) : (
                <div>
                  <Button
                    variant="secondary"
                    onClick={() => setOpen(raid.id)}
                    aria-label={`Sprawdź obecność: ${raid.title}, ${raid.localDate}`}
                  >
                    Sprawdź obecność
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
