import { Button } from './Button';
import { createStyles } from './emotion';

const useStyles = createStyles(({ css }) => ({
  message: css`
    color: var(--rp-danger);
    font-weight: 700;
  `,
}));

/**
 * What a panel section shows when loading failed: the Polish message, announced, and a way to try
 * again. Imported from this file, not the `ui` barrel, so the initial core does not carry it.
 */
export function LoadFailure({ message, onRetry }: { message: string; onRetry: () => void }) {
  const styles = useStyles();
  return (
    <div>
      <p className={styles.message} role="alert">
        {message}
      </p>
      <Button variant="secondary" onClick={() => onRetry()}>
        Spróbuj ponownie
      </Button>
    </div>
  );
}
