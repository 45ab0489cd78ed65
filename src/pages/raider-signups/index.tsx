import { useEffect } from 'react';
import { useApp } from '../../instance/app-context';
import { useGuild } from '../../instance/use-guild';
import { createStyles, useStore, useToast } from '../../ui';
import { useNow } from '../raid-schedule/use-now';
import { useViewerTimeZone } from '../raid-schedule/use-viewer-time-zone';
import { BoardStatus } from '../raider-board/BoardStatus';
import { useDisclosureStyles } from '../raider-board/disclosure-styles';
import { ChangeNotices } from '../raider-board/DeferredChangeNotices';
import { DemoNotice } from '../raider-board/DeferredDemoNotice';
import { preferredCharacterId, preferredRole } from '../raider-board/preferred-role';
import { RaidSignupCard } from '../raider-board/RaidSignupCard';
import { useRaiderBoard } from '../raider-board/use-raider-board';
import { useSaveSignup } from '../raider-board/use-save-signup';
import { minutesFor } from '../../domain/counted-phrases';
import type { StandingInput } from '../../domain/raids/standing-input';
import { lazyPart } from '../../ui/lazy-part';
import { writeStanding } from './board-writes';
import type { QuickAnswersPartProps } from './QuickAnswersPart';

/**
 * The compact list of the coming weeks loads apart from the page (`npm run size`), asked for when the
 * page first renders: the cards below show meanwhile.
 */
const quickAnswers = lazyPart<QuickAnswersPartProps>('quick answers', () => import('./QuickAnswersPart'));
const QuickAnswers = quickAnswers.Component;

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
  useEffect(() => void quickAnswers.preload(), []);
  if (!raider) return null;
  const writes = board && api ? { board, api, token: raider.token } : null;
  async function setStanding(seriesId: string, input: StandingInput | null): Promise<boolean> {
    if (!writes) return false;
    const result = await writeStanding(writes, seriesId, input);
    if (result.ok) toast.add({ title: input ? 'Zapisano stałą odpowiedź' : 'Usunięto stałą odpowiedź', tone: 'success' });
    else toast.add({ title: 'Nie zapisano', description: result.message, tone: 'error', foreground: true });
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
        Zapisy zamykają się {minutesFor(guild.signupLockMinutes)} przed startem. Osoby ponad limit roli trafiają na listę rezerwową w
        kolejności zapisu i wchodzą do składu same, gdy ktoś się wypisze. Na liście najbliższych tygodni jedno dotknięcie zapisuje
        odpowiedź; rolę i notatkę zmienisz w szczegółach rajdu.
      </p>
      <BoardStatus state={state} onRetry={() => void board?.load()}>
        <QuickAnswers
          rows={upcoming}
          now={now}
          viewerTimeZone={viewerTimeZone}
          guildTimeZone={guild.timezone}
          defaultRole={defaultRole}
          defaultCharacterId={preferredCharacterId(state.rows)}
          onSave={save}
          writes={writes}
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
