import { createStyles } from './emotion';

/** Styles shared by card grids on the public pages. */
export const useCardStyles = createStyles(({ css }) => ({
  grid: css`
    display: grid;
    gap: 16px;
    grid-template-columns: minmax(0, 1fr);
    padding: 0;
    list-style: none;
    @container (min-width: 640px) {
      grid-template-columns: repeat(2, minmax(0, 1fr));
    }
  `,
  card: css`
    padding: 20px;
    border: 1px solid var(--rp-border);
    border-radius: var(--rp-radius);
    background: var(--rp-surface-raised);
    box-shadow: var(--rp-shadow);
    h2,
    h3 {
      font-size: 20px;
      line-height: 1.3;
      margin-bottom: 8px;
    }
    p {
      color: var(--rp-muted);
    }
  `,
}));
