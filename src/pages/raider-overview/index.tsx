import { useApp } from '../../app/app-context';
import { useGuild } from '../../app/use-guild';
import { UpcomingRaidList } from '../raid-schedule/UpcomingRaidList';
import { RouterLink, createStyles, useCardStyles, useStore } from '../../ui';

const useStyles = createStyles(({ css }) => ({
  greeting: css`
    margin-bottom: 24px;
    font-size: 18px;
    color: var(--rp-muted);
  `,
}));

/** The raider's week at a glance: the next raid nights and where to answer them. */
export default function RaiderOverviewPage() {
  const { session } = useApp();
  const guild = useGuild();
  const raider = useStore(session.$raider);
  const cards = useCardStyles();
  const styles = useStyles();
  return (
    <>
      <p className={styles.greeting}>Cześć, {raider?.nickname ?? 'rajdowcu'}! Oto Twój tydzień w gildii {guild.name}.</p>
      <div className={cards.grid}>
        <section className={cards.card} aria-labelledby="rp-overview-nights">
          <h2 id="rp-overview-nights">Wieczory rajdowe</h2>
          <UpcomingRaidList />
          <RouterLink to="/raider/signups">Odpowiedz na zaproszenia</RouterLink>
        </section>
        <section className={cards.card} aria-labelledby="rp-overview-rules">
          <h2 id="rp-overview-rules">Zasady frekwencji</h2>
          <p>
            Zapisy zamykamy godzinę przed startem rajdu. Jeśli nie możesz przyjść, odznacz się wcześniej – Twoje miejsce
            dostanie pierwsza osoba z listy rezerwowej.
          </p>
        </section>
      </div>
    </>
  );
}
