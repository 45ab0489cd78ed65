import { createStyles } from './emotion';
import { Progress } from './Progress';

const useStyles = createStyles(({ css }) => ({
  bar: css`
    position: absolute;
    top: 0;
    left: 0;
    right: 0;
    z-index: 20;
    border-radius: 0;
  `,
  placeholder: css`
    min-height: 320px;
  `,
}));

/** The loading bar at the top of the instance while a page's chunk (or its data) loads. */
export function RouteProgress() {
  const styles = useStyles();
  return (
    <div className={styles.placeholder} data-testid="route-progress">
      <Progress className={styles.bar} label="Wczytywanie strony" />
    </div>
  );
}
