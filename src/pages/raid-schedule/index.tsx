import { Link } from 'react-router-dom';
import { useApp } from '../../app/app-context';
import { Icon, Page, createStyles, useCardStyles } from '../../ui';

const useStyles = createStyles(({ css }) => ({
  time: css`
    display: flex;
    align-items: center;
    gap: 8px;
    margin-bottom: 4px;
    color: var(--rp-link);
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  `,
  meta: css`
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    margin: 12px 0 0;
    padding: 0;
    list-style: none;
    li {
      padding: 2px 10px;
      border-radius: 999px;
      background: var(--rp-surface);
      border: 1px solid var(--rp-border);
      font-size: 14px;
    }
  `,
  note: css`
    margin-top: 24px;
    color: var(--rp-muted);
  `,
}));

/** The weekly raid nights, in the guild's time. */
export default function RaidSchedulePage() {
  const { guild } = useApp();
  const cards = useCardStyles();
  const styles = useStyles();
  return (
    <Page
      eyebrow="Rajdy"
      title="Harmonogram rajdów"
      lead="Stałe wieczory rajdowe gildii. Zaproszenia wysyłamy kwadrans przed startem, a zapisy zamykamy godzinę wcześniej."
    >
      <ul className={cards.grid}>
        {guild.weeklyRaids.map((raid) => (
          <li key={`${raid.day}-${raid.start}`} className={cards.card}>
            <p className={styles.time}>
              <Icon name="calendar" />
              {raid.day}, {raid.start}–{raid.end}
            </p>
            <h2>{raid.title}</h2>
            <ul className={styles.meta} aria-label="Szczegóły rajdu">
              <li>{raid.size} osób</li>
              <li>poziom {raid.difficulty}</li>
            </ul>
          </li>
        ))}
      </ul>
      <p className={styles.note}>
        Godziny podajemy w czasie polskim. Na rajd zapisujesz się w <Link to="/raider/signups">panelu rajdowca</Link>.
      </p>
    </Page>
  );
}
