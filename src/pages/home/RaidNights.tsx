import { useGuild } from '../../instance/use-guild';
import { formatCountdown, formatRaidDate, formatRaidTime, formatSize } from '../../domain/schedule/format-raid';
import { weeklyPattern } from '../../domain/schedule/generate-raids';
import type { RaidInstance } from '../../domain/schedule/raid-instance';
import { RouterLink, createStyles, useCardStyles } from '../../ui';
import { useNow } from '../raid-schedule/use-now';
import { useRaids } from '../raid-schedule/use-raids';
import { useViewerTimeZone } from '../raid-schedule/use-viewer-time-zone';
import { useSeries } from './use-series';

const useStyles = createStyles(({ css }) => ({
  next: css`
    margin-bottom: 20px;
    padding: 16px;
    border-radius: var(--rp-radius);
    background: color-mix(in srgb, var(--rp-primary) 14%, var(--rp-surface-raised));
    border: 1px solid color-mix(in srgb, var(--rp-primary) 45%, var(--rp-border));
    h3 {
      margin: 0 0 4px;
      font-size: 14px;
      letter-spacing: 0.06em;
      text-transform: uppercase;
      color: var(--rp-accent-text);
    }
  `,
  nextTitle: css`
    font-size: 19px;
    font-weight: 700;
    && {
      color: var(--rp-text);
    }
  `,
  countdown: css`
    margin-top: 6px;
    font-size: 22px;
    font-weight: 800;
    font-variant-numeric: tabular-nums;
    && {
      color: var(--rp-text);
    }
  `,
  list: css`
    display: grid;
    margin: 0 0 12px;
    padding: 0;
    list-style: none;
    li {
      display: flex;
      flex-wrap: wrap;
      justify-content: space-between;
      gap: 4px 12px;
      padding: 10px 0;
      border-bottom: 1px solid var(--rp-border);
    }
    span {
      color: var(--rp-muted);
      font-variant-numeric: tabular-nums;
    }
  `,
}));

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The home page's raid card: the next raid with a live countdown (refreshed every 30 s by this
 * component's own interval) and the weekly raid nights.
 */
export function RaidNights() {
  const guild = useGuild();
  const now = useNow(30_000);
  const raids = useRaids(now);
  const series = useSeries();
  const viewerTimeZone = useViewerTimeZone();
  const cards = useCardStyles();
  const styles = useStyles();
  // The countdown runs to the next night that is played: a cancelled one is skipped.
  const next = raids.find((raid) => raid.status !== 'cancelled');
  const weekday = (raid: RaidInstance) => capitalize(formatRaidDate(raid.startUtc, viewerTimeZone).split(',')[0] ?? '');
  return (
    <section aria-labelledby="rp-home-raids" className={cards.card}>
      <h2 id="rp-home-raids">Wieczory rajdowe</h2>
      {next && (
        <div className={styles.next} aria-live="off">
          <h3>Najbliższy rajd</h3>
          <p className={styles.nextTitle}>{next.title}</p>
          <p>
            {formatRaidDate(next.startUtc, viewerTimeZone)}, {formatRaidTime(next, viewerTimeZone, guild.timezone)}
          </p>
          <p className={styles.countdown} data-testid="raid-countdown">
            {formatCountdown(next, now)}
          </p>
        </div>
      )}
      <ul className={styles.list}>
        {/* The guild's week comes from its series: a single night moved or cancelled does not change it. */}
        {weeklyPattern(guild, series, new Date(now)).map((raid) => (
          <li key={raid.definitionId}>
            <strong>{weekday(raid)}</strong>
            <span>
              {formatRaidTime(raid, viewerTimeZone, guild.timezone)} · {formatSize(raid.size)}
            </span>
          </li>
        ))}
      </ul>
      <RouterLink to="/raid-schedule">Pełny harmonogram i zapisy</RouterLink>
    </section>
  );
}

/** For import() by DeferredRaidNights. */
export default RaidNights;
