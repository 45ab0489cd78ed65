import { useApp } from '../../instance/app-context';
import { useGuild } from '../../instance/use-guild';
import { pluralPl } from '../../domain/plural-pl';
import { createStyles, useStore, useToast } from '../../ui';
import { useNow } from '../raid-schedule/use-now';
import { useViewerTimeZone } from '../raid-schedule/use-viewer-time-zone';
import { BoardStatus } from '../raider-board/BoardStatus';
import { useDisclosureStyles } from '../raider-board/disclosure-styles';
import { ChangeNotices } from '../raider-board/DeferredChangeNotices';
import { DemoNotice } from '../raider-board/DeferredDemoNotice';
import { preferredRole } from '../raider-board/preferred-role';
import { RaidSignupCard } from '../raider-board/RaidSignupCard';
import { useRaiderBoard } from '../raider-board/use-raider-board';
import { useSaveSignup } from '../raider-board/use-save-signup';
import type { SignupInput } from '../../domain/raids/signup-types';
import type { StandingInput } from '../../domain/raids/standing-input';
import { QuickAnswers } from './QuickAnswers';

const useStyles = createStyles(({ css }) => ({
  intro: css`
    max-width: 70ch;
    margin: 0 0 20px;
    color: var(--rp-muted);
  `,
  list: css`
    display: grid;
    gap: 16px;
    /* One column that may shrink below its content's width: a 320 px phone never scrolls sideways. */
    grid-template-columns: minmax(0, 1fr);
  `,
  cardsHeading: css`
    margin: 0 0 12px;
    font-size: 19px;
  `,
  past: css`
    margin-top: 24px;
  `,
}));

/** Signups: every raid of the coming weeks with the raider's answer, its form and the roster. */
export default function RaiderSignupsPage() {
  const styles = useStyles();
  const disclosure = useDisclosureStyles();
  const guild = useGuild();
  const { session } = useApp();
  const raider = useStore(session.$raider);
  const viewerTimeZone = useViewerTimeZone();
  const now = new Date(useNow());
  const { board, state, api } = useRaiderBoard();
  const save = useSaveSignup(board);
  const toast = useToast();
  if (!raider) return null;
  async function saveMany(inputs: SignupInput[]): Promise<boolean> {
    if (!board) return false;
    const result = await board.saveMany(inputs);
    if (result.ok)
      toast.add({ title: `Zapisano: ${inputs.length} ${pluralPl(inputs.length, ['rajd', 'rajdy', 'rajdów'])}`, tone: 'success' });
    else toast.add({ title: 'Nie zapisano', description: result.failure.message, tone: 'error', foreground: true });
    return result.ok;
  }
  async function setStanding(seriesId: string, input: StandingInput | null): Promise<boolean> {
    if (!board) return false;
    const result = await board.setStanding(seriesId, input);
    if (result.ok) toast.add({ title: input ? 'Zapisano stałą odpowiedź' : 'Usunięto stałą odpowiedź', tone: 'success' });
    else toast.add({ title: 'Nie zapisano', description: result.failure.message, tone: 'error', foreground: true });
    return result.ok;
  }
  const upcoming = state.rows.filter((row) => Date.parse(row.raid.startUtc) > now.getTime());
  const past = state.rows.filter((row) => Date.parse(row.raid.startUtc) <= now.getTime()).reverse();
  const defaultRole = preferredRole(state.rows);
  const card = (row: (typeof state.rows)[number]) => (
    <RaidSignupCard
      key={row.raid.id}
      row={row}
      nickname={raider.nickname}
      now={now}
      viewerTimeZone={viewerTimeZone}
      guildTimeZone={guild.timezone}
      defaultRole={defaultRole}
      onSave={save}
      onStanding={setStanding}
    />
  );
  return (
    <>
      <DemoNotice api={api} />
      <ChangeNotices state={state} />
      <p className={styles.intro}>
        Zapisy zamykają się {guild.signupLockMinutes} {pluralPl(guild.signupLockMinutes, ['minutę', 'minuty', 'minut'])} przed startem.
        Osoby ponad limit roli trafiają na listę rezerwową w kolejności zapisu i wchodzą do składu same, gdy ktoś się wypisze. Na liście
        najbliższych tygodni jedno dotknięcie zapisuje odpowiedź; rolę i notatkę zmienisz w szczegółach rajdu.
      </p>
      <BoardStatus state={state} onRetry={() => void board?.load()}>
        <QuickAnswers
          rows={upcoming}
          now={now}
          viewerTimeZone={viewerTimeZone}
          guildTimeZone={guild.timezone}
          defaultRole={defaultRole}
          onSave={save}
          onSaveMany={saveMany}
        />
        <h2 className={styles.cardsHeading}>Szczegóły rajdów</h2>
        <div className={styles.list}>{upcoming.length ? upcoming.map(card) : <p>W najbliższych tygodniach nie ma rajdów.</p>}</div>
        {past.length > 0 && (
          <details className={`${disclosure.disclosure} ${styles.past}`}>
            <summary>Ostatnie rajdy (tylko do odczytu)</summary>
            <div className={styles.list}>{past.map(card)}</div>
          </details>
        )}
      </BoardStatus>
    </>
  );
}
