import { createStyles, useCardStyles } from '../../ui';
import { lazyPart } from '../../ui/lazy-part';

const useStyles = createStyles(({ css }) => ({
  // About the height of the loaded card (next raid and three nights), so the page does not jump.
  placeholder: css`
    min-height: 420px;
  `,
}));

/** The card's frame while its code loads: the heading is there from the first paint. */
function RaidNightsPlaceholder() {
  const cards = useCardStyles();
  const styles = useStyles();
  return (
    <section aria-labelledby="rp-home-raids" aria-busy="true" className={`${cards.card} ${styles.placeholder}`}>
      <h2 id="rp-home-raids">Wieczory rajdowe</h2>
    </section>
  );
}

/**
 * The home page's raid card (RaidNights.tsx), loaded just after the first paint: the schedule
 * generator, time-zone formatting and countdown are the largest part of the home page and sit beside
 * or below the hero, so the hero paints without waiting for them (`npm run size`). It comes in the
 * after-paint group, with what the page prefetches on idle (site/build/chunk-plan.ts).
 */
export const DeferredRaidNights = lazyPart<object>(
  'raid nights',
  () => import('./RaidNights').then((part) => ({ default: part.RaidNights })),
  {
    fallback: () => <RaidNightsPlaceholder />,
  },
).Component;
