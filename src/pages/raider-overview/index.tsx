import { useApp } from '../../instance/app-context';
import { useGuild } from '../../instance/use-guild';
import { RouterLink, createStyles, useCardStyles, useStore } from '../../ui';
import { useNow } from '../raid-schedule/use-now';
import { useViewerTimeZone } from '../raid-schedule/use-viewer-time-zone';
import { BoardStatus } from '../raider-board/BoardStatus';
import { ChangeNotices } from '../raider-board/DeferredChangeNotices';
import { DemoNotice } from '../raider-board/DeferredDemoNotice';
import { preferredRole } from '../raider-board/preferred-role';
import { useRaiderBoard } from '../raider-board/use-raider-board';
import { useSaveSignup } from '../raider-board/use-save-signup';
import { AttendanceSummary } from './AttendanceSummary';
import { RosterFill } from './RosterFill';
import { UpcomingAnswers } from './UpcomingAnswers';

const useStyles = createStyles(({ css }) => ({
  greeting: css`
    margin-bottom: 24px;
    font-size: 18px;
    color: var(--rp-muted);
  `,
  layout: css`
    display: grid;
    gap: 16px;
    align-items: start;
    /* One column that may shrink below its content's width: a 320 px phone never scrolls sideways. */
    grid-template-columns: minmax(0, 1fr);
    @container (min-width: 900px) {
      grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    }
  `,
  side: css`
    display: grid;
    gap: 16px;
    /* One column that may shrink below its content's width: a 320 px phone never scrolls sideways. */
    grid-template-columns: minmax(0, 1fr);
  `,
}));

/** How many of the next raids the overview lists. */
const upcomingCount = 4;

/** The raider's week at a glance: the next raids and their answers, attendance, the next raid's roster. */
export default function RaiderOverviewPage() {
  const { session } = useApp();
  const guild = useGuild();
  const raider = useStore(session.$raider);
  const cards = useCardStyles();
  const styles = useStyles();
  const viewerTimeZone = useViewerTimeZone();
  const now = new Date(useNow());
  const { board, state, api } = useRaiderBoard();
  const save = useSaveSignup(board);
  if (!raider) return null;
  const upcoming = state.rows.filter((row) => Date.parse(row.raid.startUtc) > now.getTime()).slice(0, upcomingCount);
  const next = upcoming[0];
  const unanswered = upcoming.filter((row) => !row.mine).length;
  return (
    <>
      <DemoNotice api={api} />
      <ChangeNotices state={state} />
      <p className={styles.greeting}>
        Cześć, {raider.nickname}! Oto Twój tydzień w gildii {guild.name}.
      </p>
      <BoardStatus state={state} onRetry={() => void board?.load()}>
        <div className={styles.layout}>
          <section className={cards.card} aria-labelledby="rp-overview-next">
            <h2 id="rp-overview-next">Najbliższe rajdy</h2>
            {unanswered > 0 && (
              <p>
                Bez Twojej odpowiedzi: <strong>{unanswered}</strong>. Odpowiedz, żeby lider mógł ułożyć skład.
              </p>
            )}
            {upcoming.length ? (
              <UpcomingAnswers
                rows={upcoming}
                nickname={raider.nickname}
                now={now}
                viewerTimeZone={viewerTimeZone}
                guildTimeZone={guild.timezone}
                defaultRole={preferredRole(state.rows)}
                onSave={save}
              />
            ) : (
              <p>W najbliższych tygodniach nie ma rajdów.</p>
            )}
            <RouterLink to="/raider/signups">Wszystkie zapisy, postacie i składy</RouterLink>
          </section>
          <div className={styles.side}>
            {next?.roster && (
              <section className={cards.card} aria-labelledby="rp-overview-fill">
                <h2 id="rp-overview-fill">Skład najbliższego rajdu</h2>
                <p>{next.raid.title}</p>
                <RosterFill roster={next.roster} />
              </section>
            )}
            {state.attendance && (
              <section className={cards.card} aria-labelledby="rp-overview-attendance">
                <h2 id="rp-overview-attendance">Twoja frekwencja</h2>
                <AttendanceSummary attendance={state.attendance} />
              </section>
            )}
          </div>
        </div>
      </BoardStatus>
    </>
  );
}
