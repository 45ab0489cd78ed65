import { raidRoles } from '../../domain/guild-config-types';
import { roleLabels } from '../../domain/raids/signup-labels';
import type { RaidRoster } from '../../domain/raids/signup-types';
import { Progress, createStyles } from '../../ui';

const useStyles = createStyles(({ css }) => ({
  total: css`
    margin: 0 0 12px;
    font-weight: 700;
  `,
  roles: css`
    display: grid;
    gap: 10px;
    margin: 0;
    padding: 0;
    list-style: none;
  `,
  role: css`
    display: grid;
    gap: 4px;
    span {
      display: flex;
      justify-content: space-between;
      font-variant-numeric: tabular-nums;
    }
  `,
}));

/** How full a raid is: in total, per role against its target, and the reserve. */
export function RosterFill({ roster }: { roster: RaidRoster }) {
  const styles = useStyles();
  return (
    <>
      <p className={styles.total}>
        Skład: {roster.filled}/{roster.size}
        {roster.reserve.length > 0 && `, rezerwa: ${roster.reserve.length}`}
      </p>
      <ul className={styles.roles}>
        {raidRoles.map((role) => {
          const count = roster.byRole[role].length;
          const target = roster.roleTargets[role];
          return (
            <li key={role} className={styles.role}>
              <span>
                {roleLabels[role]}
                <strong>
                  {count}/{target}
                </strong>
              </span>
              <Progress value={count} max={target || 1} label={`${roleLabels[role]}: ${count} z ${target}`} />
            </li>
          );
        })}
      </ul>
    </>
  );
}
