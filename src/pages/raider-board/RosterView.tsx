import { raidRoles } from '../../domain/guild-config-types';
import { roleLabels } from '../../domain/raids/signup-labels';
import type { RaidRoster, RosterEntry } from '../../domain/raids/signup-types';
import { Icon, createStyles } from '../../ui';
import type { GamePack } from '../../domain/game/game-pack-types';
import { CharacterBadge } from './CharacterBadge';
import { StatusLabel } from './StatusLabel';

const useStyles = createStyles(({ css }) => ({
  roles: css`
    display: grid;
    gap: 12px;
    margin: 12px 0 0;
    @container (min-width: 560px) {
      grid-template-columns: repeat(2, minmax(0, 1fr));
    }
  `,
  group: css`
    min-width: 0;
    h3 {
      display: flex;
      justify-content: space-between;
      margin: 0 0 6px;
      font-size: 15px;
    }
    ul,
    ol {
      display: grid;
      gap: 4px;
      margin: 0;
      padding: 0;
      list-style: none;
    }
    li {
      overflow-wrap: anywhere;
    }
  `,
  count: css`
    font-variant-numeric: tabular-nums;
    color: var(--rp-muted);
  `,
  full: css`
    color: var(--rp-success);
  `,
  muted: css`
    color: var(--rp-muted);
    font-size: 14px;
  `,
  note: css`
    display: block;
    color: var(--rp-muted);
    font-size: 14px;
    font-style: italic;
  `,
}));

/** How the raider got where they are, in a word with an icon: the leader's decision or the automatic rule. */
function DecisionMark({ entry, placed }: { entry: RosterEntry; placed: boolean }) {
  const styles = useStyles();
  const [icon, word] =
    entry.decision === 'confirmed'
      ? (['circle-check', 'potwierdzenie lidera'] as const)
      : entry.decision === 'bench'
        ? (['lock', 'na ławce'] as const)
        : placed
          ? (['gauge', 'automatycznie'] as const)
          : (['clock', 'rezerwa'] as const);
  return (
    <span className={styles.muted}>
      {' '}
      <Icon name={icon} size={14} /> {word}
    </span>
  );
}

function EntryText({ entry, placed, pack }: { entry: RosterEntry; placed: boolean; pack: GamePack | null }) {
  const styles = useStyles();
  return (
    <>
      <strong>{entry.raider}</strong>
      {entry.character && (
        <>
          {' '}
          <CharacterBadge character={entry.character} pack={pack} />
        </>
      )}
      <DecisionMark entry={entry} placed={placed} />
      {entry.status === 'late' && (
        <>
          {' '}
          <StatusLabel status="late" />
        </>
      )}
      {entry.note && <span className={styles.note}>„{entry.note}”</span>}
    </>
  );
}

/**
 * A raid's roster by role with targets and counts, then the reserve in order, then the maybes and the
 * absent. `pack` shows the characters' classes.
 */
export function RosterView({ roster, pack = null }: { roster: RaidRoster; pack?: GamePack | null }) {
  const styles = useStyles();
  return (
    <div>
      <div className={styles.roles}>
        {raidRoles.map((role) => {
          const entries = roster.byRole[role];
          const target = roster.roleTargets[role];
          return (
            <section key={role} className={styles.group} aria-label={`${roleLabels[role]}: ${entries.length} z ${target}`}>
              <h3>
                {roleLabels[role]}
                <span className={entries.length >= target ? styles.full : styles.count}>
                  {entries.length}/{target}
                </span>
              </h3>
              {entries.length ? (
                <ul>
                  {entries.map((entry) => (
                    <li key={entry.raider}>
                      <EntryText entry={entry} placed pack={pack} />
                    </li>
                  ))}
                </ul>
              ) : (
                <p className={styles.muted}>Nikt jeszcze.</p>
              )}
            </section>
          );
        })}
        <section className={styles.group} aria-label={`Lista rezerwowa: ${roster.reserve.length}`}>
          <h3>
            Lista rezerwowa <span className={styles.count}>{roster.reserve.length}</span>
          </h3>
          {roster.reserve.length ? (
            <ol>
              {roster.reserve.map((entry) => (
                <li key={entry.raider}>
                  {entry.position}. <EntryText entry={entry} placed={false} pack={pack} />{' '}
                  <span className={styles.muted}>– {roleLabels[entry.role]}</span>
                </li>
              ))}
            </ol>
          ) : (
            <p className={styles.muted}>Pusta.</p>
          )}
        </section>
        {(roster.tentative.length > 0 || roster.absent.length > 0) && (
          <section className={styles.group} aria-label="Pozostali">
            <h3>Pozostali</h3>
            <ul>
              {[...roster.tentative, ...roster.absent].map((entry) => (
                <li key={entry.raider}>
                  <StatusLabel status={entry.status} /> <strong>{entry.raider}</strong>
                  {entry.note && <span className={styles.note}>„{entry.note}”</span>}
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </div>
  );
}
