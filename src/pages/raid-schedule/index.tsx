import { useGuild } from '../../instance/use-guild';
import { raidCount, withinWeeks } from '../../domain/counted-phrases';
import { guildSlug, raidToIcs, scheduleToIcs, type RaidInstance } from '../../domain/schedule';
import { Button, Icon, RouterLink, createStyles, useCardStyles, usePortalRoot } from '../../ui';
import { Page } from '../../ui/Page';
import { guildTimeZoneName } from '../../domain/schedule/time-zone-name';
import { downloadFile } from './download-file';
import { groupByWeek } from './group-by-week';
import { RaidCard } from './RaidCard';
import { useNow } from './use-now';
import { useRaids } from './use-raids';
import { useRevealAfterPaint } from './use-reveal-after-paint';
import { useViewerTimeZone } from './use-viewer-time-zone';

const useStyles = createStyles(({ css }) => ({
  toolbar: css`
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: 12px 24px;
    padding: 16px;
    border: 1px solid var(--rp-border);
    border-radius: var(--rp-radius);
    background: var(--rp-surface);
  `,
  summary: css`
    display: grid;
    gap: 2px;
    strong {
      font-size: 17px;
    }
    span {
      color: var(--rp-muted);
      font-size: 14px;
    }
  `,
  week: css`
    margin-top: 36px;
    h2 {
      margin-bottom: 14px;
      font-size: 22px;
      line-height: 1.3;
    }
  `,
  note: css`
    margin-top: 32px;
    color: var(--rp-muted);
  `,
}));

const calendarType = 'text/calendar;charset=utf-8';

/** Weeks rendered with the page's first paint; the rest right after it (a phone shows less than one). */
const weeksInFirstPaint = 2;

/** The raid nights of the coming weeks, week by week, in the viewer's time with the guild's alongside. */
export function RaidSchedulePage() {
  const guild = useGuild();
  const now = useNow();
  const raids = useRaids(now);
  const viewerTimeZone = useViewerTimeZone();
  const root = usePortalRoot();
  const cards = useCardStyles();
  const styles = useStyles();
  const weeksAhead = guild.schedule.weeksAhead;
  const slug = guildSlug(guild.name);
  const weeks = groupByWeek(raids, viewerTimeZone);
  const weeksShown = useRevealAfterPaint(weeks.length, weeksInFirstPaint);

  const addRaid = (raid: RaidInstance) => downloadFile(root, `${raid.id}.ics`, raidToIcs(raid, guild), calendarType);
  const addAll = () => downloadFile(root, `${slug}-rajdy.ics`, scheduleToIcs(raids, guild), calendarType);

  return (
    <Page
      eyebrow="Rajdy"
      title="Harmonogram rajdów"
      lead={`Stałe wieczory rajdowe i wydarzenia specjalne na najbliższe tygodnie. ${guild.scheduleNote ?? ''}`.trim()}
    >
      <div className={styles.toolbar}>
        <p className={styles.summary}>
          <strong>
            ({raidCount(raids.length)} {withinWeeks(weeksAhead)})
          </strong>
          <span>Godziny w Twojej strefie czasowej ({guildTimeZoneName(viewerTimeZone)})</span>
        </p>
        {raids.length > 0 && (
          <Button onClick={addAll}>
            <Icon name="calendar" />
            Dodaj cały harmonogram do kalendarza
          </Button>
        )}
      </div>
      {/* Busy until every week is in (the later weeks render just after the first paint). */}
      <div aria-busy={weeksShown < weeks.length ? true : undefined}>
        {weeks.slice(0, weeksShown).map((week) => (
          <section key={week.monday} className={styles.week} aria-labelledby={`rp-week-${week.monday}`}>
            <h2 id={`rp-week-${week.monday}`}>Tydzień {week.label}</h2>
            <ul className={cards.grid}>
              {week.raids.map((raid) => (
                <RaidCard
                  key={raid.id}
                  raid={raid}
                  viewerTimeZone={viewerTimeZone}
                  guildTimeZone={guild.timezone}
                  onAddToCalendar={addRaid}
                />
              ))}
            </ul>
          </section>
        ))}
      </div>
      <p className={styles.note}>
        Zapisy na każdy rajd zamykamy {guild.signupLockMinutes} min przed startem. Zapisujesz się w{' '}
        <RouterLink to="/raider/signups">panelu rajdowca</RouterLink>.
      </p>
    </Page>
  );
}
