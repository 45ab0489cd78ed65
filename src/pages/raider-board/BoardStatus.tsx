import type { ReactNode } from 'react';
import { Button, Progress, createStyles } from '../../ui';
import type { RaiderBoardState } from './raider-board-store';

const useStyles = createStyles(({ css }) => ({
  status: css`
    display: grid;
    gap: 12px;
    justify-items: start;
    padding: 16px 0;
  `,
}));

/** Loading and load-failure states of a raider page; renders the page once the data is there. */
export function BoardStatus({ state, onRetry, children }: { state: RaiderBoardState; onRetry: () => void; children: ReactNode }) {
  const styles = useStyles();
  if (state.phase === 'ready') return <>{children}</>;
  if (state.phase === 'loading') {
    return (
      <div className={styles.status} role="status">
        <Progress label="Wczytywanie zapisów" />
        Wczytywanie zapisów…
      </div>
    );
  }
  return (
    <div className={styles.status} role="alert">
      <p>Nie udało się wczytać zapisów. {state.message}</p>
      <Button onClick={onRetry}>Spróbuj ponownie</Button>
    </div>
  );
}
