// The file, not the barrel: through it the page would share a chunk with the calendar export.
import { formatDifficulty, formatRaidDate, formatRaidTime, formatSize } from '../../domain/schedule/format-raid';
import type { RaidInstance } from '../../domain/schedule/raid-instance';
import { createStyles } from '../../ui';

const useStyles = createStyles(({ css }) => ({
  heading: css`
    margin: 0;
    font-size: 19px;
  `,
  when: css`
    margin: 2px 0 0;
    color: var(--rp-muted);
    font-size: 15px;
    font-variant-numeric: tabular-nums;
    span {
      white-space: nowrap;
    }
    /* A phone: the time with the guild's time in brackets may break rather than push the card wider. */
    @container (max-width: 379px) {
      span {
        white-space: normal;
      }
    }
  `,
}));

export interface RaidHeadingProps {
  raid: RaidInstance;
  viewerTimeZone: string;
  guildTimeZone: string;
  /** Heading level in its page. @default 2 */
  level?: 2 | 3;
}

/** A raid's title, date and time (the viewer's, with the guild's alongside), size and difficulty. */
export function RaidHeading({ raid, viewerTimeZone, guildTimeZone, level = 2 }: RaidHeadingProps) {
  const styles = useStyles();
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <div>
      {/* A cancelled night: struck through, and said in words (screen readers skip the line). */}
      <Heading className={styles.heading}>
        {raid.status === 'cancelled' ? (
          <>
            <s>{raid.title}</s> (odwołany)
          </>
        ) : (
          raid.title
        )}
      </Heading>
      <p className={styles.when}>
        <span>{formatRaidDate(raid.startUtc, viewerTimeZone)}</span>, <span>{formatRaidTime(raid, viewerTimeZone, guildTimeZone)}</span> ·{' '}
        <span>{formatSize(raid.size)}</span> · <span>{formatDifficulty(raid.difficulty)}</span>
      </p>
    </div>
  );
}
