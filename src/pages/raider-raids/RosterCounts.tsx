import { raidRoles } from '../../domain/guild-config-types';
import { roleLabels } from '../../domain/raids/signup-labels';
import type { RaidRoster } from '../../domain/raids/signup-types';
import { createStyles } from '../../ui';
import { compositionText } from '../../domain/raids/composition-text';

const useStyles = createStyles(({ css }) => ({
  counts: css`
    display: flex;
    flex-wrap: wrap;
    gap: 0 10px;
    margin: 0;
    padding: 0;
    list-style: none;
    font-size: 15px;
    font-variant-numeric: tabular-nums;
    li {
      white-space: nowrap;
    }
  `,
  missing: css`
    margin: 2px 0 0;
    font-size: 14px;
    overflow-wrap: anywhere;
  `,
  short: css`
    font-weight: 700;
  `,
}));

/**
 * How full one night is, in words and figures: the roster against the size, each role against its
 * target (a role under it is marked in words too, never by colour alone), and the reserve.
 */
export function RosterCounts({ roster }: { roster: RaidRoster }) {
  const styles = useStyles();
  const composition = roster.composition && compositionText(roster.composition);
  return (
    <>
      <ul className={styles.counts} aria-label="Obsada">
        <li>
          <strong>
            Skład {roster.filled}/{roster.size}
          </strong>
        </li>
        {raidRoles.map((role) => {
          const count = roster.byRole[role].length;
          const target = roster.roleTargets[role];
          return (
            <li key={role} className={count < target ? styles.short : undefined}>
              {roleLabels[role]} {count}/{target}
              {count < target ? ' (brakuje)' : ''}
            </li>
          );
        })}
        <li>Rezerwa {roster.reserve.length}</li>
      </ul>
      {/* As the raider's card says it (raider-board/CompositionSummary), without its icon: this page's own chunk stays small. */}
      {composition && <p className={styles.missing}>{composition}</p>}
    </>
  );
}
