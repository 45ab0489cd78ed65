/** What a row of the size table measures. */
export type PartKind = 'loader' | 'initial' | 'page' | 'lazy' | 'after-paint' | 'npm';

/** 1 KB = 1000 bytes, as the budgets are written. */
export const kilobyte = 1000;

/**
 * gzip budgets (issue 8): guild pages are slow sites opened on phones, so the widget must be the lightest
 * thing on them. A lazy part that is not a page (the toast list, a tooltip bubble, …) gets a page's budget.
 * The npm entry is reported only: the React host's bundler decides what it ships.
 */
export const budgets: Record<PartKind, number | null> = {
  loader: 2 * kilobyte,
  initial: 40 * kilobyte,
  page: 10 * kilobyte,
  lazy: 10 * kilobyte,
  'after-paint': 10 * kilobyte,
  npm: null,
};

/**
 * Lazy parts every page loads just after its first paint (no toast or tooltip can exist before it):
 * reported on rows of their own, and tests/browser/size-budget.test.ts checks that the home page loads
 * exactly the initial core and these.
 */
export const afterFirstPaint = [
  'src/ui/toast/Toaster.tsx',
  'src/ui/tooltip/Tooltip.tsx',
  'src/app/NavigationAids.tsx',
  // Only the home page, but it is the page the widget and the site open on: its raid card.
  'src/pages/home/RaidNights.tsx',
];
