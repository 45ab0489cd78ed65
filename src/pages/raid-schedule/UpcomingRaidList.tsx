import { useGuild } from '../../app/use-guild';
import { formatRaidDate, formatRaidTime, formatTime } from '../../data/schedule';
import { createStyles } from '../../ui';
import { useNow } from './use-now';
import { useRaids } from './use-raids';
import { useViewerTimeZone } from './use-viewer-time-zone';

const useStyles = createStyles(({ css }) => ({
  list: css`
    margin: 0 0 12px;
    padding: 0;
    list-style: none;
    li {
      display: grid;
      gap: 2px;
      padding: 10px 0;
      border-bottom: 1px solid var(--rp-border);
    }
    span {
      color: var(--rp-muted);
      font-size: 14px;
      font-variant-numeric: tabular-nums;
    }
  `,
}));

export interface UpcomingRaidListProps {
  /** How many raids to list. @default 3 */
  count?: number;
  /** Adds when signups close to each raid. @default false */
  showSignupLock?: boolean;
}

/** The next few raid nights, compact, in the viewer's time (for the raider panel). */
export function UpcomingRaidList({ count = 3, showSignupLock = false }: UpcomingRaidListProps) {
  const guild = useGuild();
  const raids = useRaids(useNow()).slice(0, count);
  const viewerTimeZone = useViewerTimeZone();
  const styles = useStyles();
  return (
    <ul className={styles.list}>
      {raids.map((raid) => (
        <li key={raid.id}>
          <strong>{raid.title}</strong>
          <span>
            {formatRaidDate(raid.startUtc, viewerTimeZone)}, {formatRaidTime(raid, viewerTimeZone, guild.timezone)}
          </span>
          {showSignupLock && (
            <span>Zapisy do {formatTime(raid.signupsCloseAt, viewerTimeZone)}</span>
          )}
        </li>
      ))}
    </ul>
  );
}
