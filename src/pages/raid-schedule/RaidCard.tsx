import type { ReactNode } from 'react';
import {
  formatDifficulty,
  formatRaidDate,
  formatRaidTime,
  formatRoleTargets,
  formatSize,
  formatTimeRange,
  type RaidInstance,
} from '../../domain/schedule';
import { Button, Icon, createStyles, useCardStyles } from '../../ui';
import { RaidCancelled, Struck } from './RaidCancelled';

const useStyles = createStyles(({ css }) => ({
  card: css`
    display: flex;
    flex-direction: column;
    gap: 6px;
    min-width: 0;
  `,
  date: css`
    display: flex;
    align-items: center;
    gap: 8px;
    font-weight: 700;
    /* Doubled class: outranks the card's muted \`p\` colour. */
    && {
      color: var(--rp-accent-text);
    }
  `,
  time: css`
    font-variant-numeric: tabular-nums;
    strong {
      font-size: 18px;
      color: var(--rp-text);
    }
    span {
      display: inline-block;
      color: var(--rp-muted);
      font-size: 14px;
    }
  `,
  meta: css`
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    margin: 6px 0 0;
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
  roles: css`
    font-size: 15px;
  `,
  nowrap: css`
    white-space: nowrap;
    /* Below 360 px a part may break inside: a long role split must not push the card wider. */
    @container (max-width: 359px) {
      white-space: normal;
    }
  `,
  action: css`
    margin-top: auto;
    padding-top: 10px;
    align-self: flex-start;
  `,
}));

export interface RaidCardProps {
  raid: RaidInstance;
  viewerTimeZone: string;
  guildTimeZone: string;
  onAddToCalendar: (raid: RaidInstance) => void;
  /**
   * How full the raid is, once signups exist: rendered below the role targets. Left empty until the
   * signups work supplies it, so no placeholder is shown meanwhile.
   */
  signupSummary?: ReactNode;
}

/** One raid night: when (viewer's time, guild's alongside), what, who is wanted, and a calendar file. */
export function RaidCard({ raid, viewerTimeZone, guildTimeZone, onAddToCalendar, signupSummary }: RaidCardProps) {
  const cards = useCardStyles();
  const styles = useStyles();
  const viewerTime = formatTimeRange(raid.startUtc, raid.endUtc, viewerTimeZone);
  // The guild's time, when it reads differently: what follows the viewer's time in the full text.
  const guildTime = formatRaidTime(raid, viewerTimeZone, guildTimeZone).slice(viewerTime.length).trim();
  const titleId = `rp-raid-${raid.id}`;
  return (
    <li className={`${cards.card} ${styles.card}`} data-raid-id={raid.id}>
      <p className={styles.date}>
        <Icon name="calendar" />
        {formatRaidDate(raid.startUtc, viewerTimeZone)}
      </p>
      <p className={styles.time} data-testid="raid-time">
        <strong>
          <Struck raid={raid}>{viewerTime}</Struck>
        </strong>
        {guildTime && ' '}
        {guildTime && <span>{guildTime}</span>}
      </p>
      <h3 id={titleId}>
        <Struck raid={raid}>{raid.title}</Struck>
      </h3>
      <RaidCancelled raid={raid} />
      <ul className={styles.meta} aria-label="Szczegóły rajdu">
        <li>{formatSize(raid.size)}</li>
        <li>{formatDifficulty(raid.difficulty)}</li>
        {raid.kind === 'one-off' && <li>jednorazowy</li>}
      </ul>
      <p className={styles.roles}>
        Skład: {/* Each role stays on one line; the line breaks only between roles on a narrow screen. */}
        {formatRoleTargets(raid.roleTargets)
          .split(' · ')
          .map((part, index) => (
            <span key={part}>
              {index > 0 && ' · '}
              <span className={styles.nowrap}>{part}</span>
            </span>
          ))}
      </p>
      {signupSummary}
      {raid.note && <p>{raid.note}</p>}
      <Button variant="secondary" className={styles.action} aria-describedby={titleId} onClick={() => onAddToCalendar(raid)}>
        <Icon name="calendar" />
        Dodaj do kalendarza
      </Button>
    </li>
  );
}
