import { useGuild } from '../../app/use-guild';
import { pluralPl } from '../../data/plural-pl';
import { UpcomingRaidList } from '../raid-schedule/UpcomingRaidList';
import { createStyles, useCardStyles } from '../../ui';

/** The four answers a raider can give, each always shown as a symbol and a word. */
const signupStatuses = [
  { symbol: '✓', label: 'Będę', meaning: 'Jesteś w składzie, jeśli starczy miejsca dla Twojej roli.' },
  { symbol: '◷', label: 'Spóźnię się', meaning: 'Przyjdziesz, ale po starcie – lider wie, na kogo czekać.' },
  { symbol: '?', label: 'Może', meaning: 'Jeszcze nie wiesz. Odpowiedz ostatecznie przed zamknięciem zapisów.' },
  { symbol: '✕', label: 'Nie będę', meaning: 'Zwalniasz miejsce dla kogoś z listy rezerwowej.' },
];

const useStyles = createStyles(({ css }) => ({
  statuses: css`
    display: grid;
    gap: 12px;
    margin: 0;
    padding: 0;
    list-style: none;
    li {
      display: grid;
      grid-template-columns: 36px 1fr;
      gap: 4px 12px;
      align-items: start;
    }
  `,
  symbol: css`
    display: grid;
    place-items: center;
    width: 36px;
    height: 36px;
    border-radius: 50%;
    background: color-mix(in srgb, var(--rp-primary) 22%, transparent);
    font-weight: 800;
  `,
}));

/** Signups: how answering a raid works, and the raid nights to answer. */
export default function RaiderSignupsPage() {
  const guild = useGuild();
  const cards = useCardStyles();
  const styles = useStyles();
  return (
    <div className={cards.grid}>
      <section className={cards.card} aria-labelledby="rp-signups-statuses">
        <h2 id="rp-signups-statuses">Jak odpowiadasz na rajd</h2>
        <ul className={styles.statuses}>
          {signupStatuses.map((status) => (
            <li key={status.label}>
              <span className={styles.symbol} aria-hidden="true">
                {status.symbol}
              </span>
              <span>
                <strong>{status.label}</strong> – {status.meaning}
              </span>
            </li>
          ))}
        </ul>
      </section>
      <section className={cards.card} aria-labelledby="rp-signups-nights">
        <h2 id="rp-signups-nights">Najbliższe wieczory</h2>
        <UpcomingRaidList count={4} showSignupLock />
        <p>
          Zapisy zamykają się {guild.signupLockMinutes}{' '}
          {pluralPl(guild.signupLockMinutes, ['minutę', 'minuty', 'minut'])} przed startem; osoby ponad limit trafiają na listę
          rezerwową w kolejności zapisu.
        </p>
      </section>
    </div>
  );
}
