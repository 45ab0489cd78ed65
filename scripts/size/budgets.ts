import { chunkPlan } from '../../site/build/chunk-plan';

/** What a row of the size table measures. */
export type PartKind = 'loader' | 'first-content' | 'initial' | 'checked' | 'finished' | 'page' | 'lazy' | 'after-paint' | 'data' | 'npm';

/** 1 KB = 1000 bytes, as the budgets are written. */
export const kilobyte = 1000;

/**
 * gzip budgets (issue 8): guild pages are slow sites opened on phones, so the widget must be the lightest
 * thing on them. A lazy part that is not a page (the toast list, a tooltip bubble, …) gets a page's budget.
 * The npm entry is reported only: the React host's bundler decides what it ships.
 *
 * The initial core was 40 KB while the tooltip logic, the notification region with its store and the
 * navigation aids loaded after the first paint through their own deferred wrappers. They are back in the
 * core (issue 13: one way to load code later), which measured 42.5 KB (widget) and 40.9 KB (site); the
 * budget is 45 KB, leaving room for small changes but not for another page in the core.
 *
 * On a guild's server the first frame shows the guild's own config, never the bundled one first
 * (issue 17), so the config checker (3.3 KB) arrives before the app renders there: the `checked` rows
 * count it with the initial core, under a budget of 49 KB. A plain static host never loads it.
 *
 * The widget's first frame no longer waits for any of that (issue 17): the loader paints a first screen
 * rendered ahead of time, so the `first-content` rows are the loader and that screen (the build's file
 * on a static host, the server's answer with the guild's config on its own server), under 15 KB. The
 * page's command runner moved from the loader into the core to keep the loader under 2 KB with the
 * painter in it (0.6 KB): the initial core's budget went from 45 to 46 KB and the checked rows' from 48
 * to 49 KB for it. The checked rows then got 1 KB more (50 KB) for taking over the painted screen: the
 * hand-over of its compiled rules to emotion and V8's compile hint on the core's files (0.3 KB), which
 * make the app's own first render faster.
 *
 * What a home page loads after its first paint (the raid card and the raid adapter that fetches the
 * kept schedule, then on idle the public pages and the sign-in guard) was seven parts under 10 KB each,
 * and esbuild split what they share with each other and with the raider panel into some twenty chunks
 * of a few hundred bytes: a finished home page downloaded 31 files. They are one lazily loaded group now
 * (site/build/chunk-plan.ts), and the raider panel's parts are anchored to it
 * (the same plan), so it is one chunk: 7 files for a finished home page, 5 KB less. The
 * group's row (`after-paint`) measured 16.1 KB; its budget is 17 KB, room for small changes but not
 * for another page. Every page loads the group at once (the home page for its raid card, the public
 * pages are in it, the raider panel's show behind its sign-in guard; only the 404 page waits for the
 * idle prefetch), so the rows of the parts that import it (the raider panel's pages and parts, and the
 * remote icon with its loader, which share the fetch helper with it) count what they need beyond the
 * initial core and the group, under a page's 10 KB as before. A deep link to a raider page downloaded
 * 2.8–4.5 KB more before the page shows (the raid card and the public pages come with the guard), in
 * 10–14 files rather than 22–31 (3.5 KB less again for a signed-in raider once the form left the group).
 *
 * That left a finished home page at 66.7 KB, over issue 17's 64 KB. The group carried the sign-in form
 * (with the account checks and the common-password list, 3.5 KB) to every visit, though a raider who
 * is signed in never sees it and most visitors never sign in. The raider-auth guard now gets the form
 * lazily: it loads when the guard shows it, or when a visitor who is not signed in points at or
 * focuses a link into the raider panel (src/app/preload-on-intent.ts). The group measured 12.6 KB
 * (budget 14 KB), a finished home page 63.4 KB in 7 files, now a budget (64 KB). Loading the form on
 * intent, and at once on a deep link into the raider panel (beside the guard, not after it), put 0.2 KB
 * into the initial core, whose budget went from 46 to 46.5 KB for it.
 *
 * Issue 32 took out the build steps that edited a dependency's source or esbuild's output. Without
 * site/build/trim-dependencies.ts, react-router's computed `React[…]` reads keep all of preact/compat
 * and emotion's default vendor prefixer ships unused: the initial core measured 48.5 KB (widget), the
 * checked rows 52.0 KB, a finished home page 65.0 KB, 2.2 KB more each (hydrating the painted screen
 * instead of taking it over saved 0.1 KB of it). V8's compile hint now comes from tsup.config.ts's
 * banner, on every chunk rather than the core's alone: about 20 B a file, which put the demo's account
 * service at 10.08 KB. The budgets grew by those measured bytes: 48.6, 52.1 and 65.1 KB, and 10.1 KB for
 * a page or lazy part.
 *
 * Issues 33–35 (2026-11-26) added characters and the game pack, standing answers and many answers at
 * once, sign-in with Discord, the fair bench and the raid-log import. Measured after them: the demo's
 * adapter 10.99 KB (its store now keeps characters and standing answers), the demo's account service
 * 10.22 KB, its attendance service 10.16 KB (standing answers count), the Konto page 10.19 KB (its
 * Discord and character sections are lazy parts of their own), and a finished home page 65.95 KB (the
 * config checker reads `game`, the sign-in guard takes a Discord ticket). A page or lazy part may be
 * 11.1 KB and a finished home page 66.1 KB: about 1 KB more, for four features, and not another page.
 *
 * 2026-11-27: the widget's painter reads an element's route with the app's own `routePath` (10 B more
 * in the loader), and an app hydrating a painted screen keeps the base rules it came with rather than
 * adding a second copy (5 B): a finished home page measured 66,108 B. Its budget is 66.2 KB.
 */
export const budgets: Record<PartKind, number | null> = {
  loader: 2 * kilobyte,
  'first-content': 15 * kilobyte,
  initial: 48.6 * kilobyte,
  checked: 52.1 * kilobyte,
  page: 11.1 * kilobyte,
  lazy: 11.1 * kilobyte,
  'after-paint': 14 * kilobyte,
  // Word lists, not code (issue 30): Unicode's confusables for look-alike nicknames (30.6 KB) and 49,233
  // breached passwords (218.6 KB). Only the demo store loads them, when an account is created or a
  // password set; a guild's server checks them itself and its panel never downloads them.
  data: 250 * kilobyte,
  npm: null,
  // Issue 17's goal, 64 KB in at most 8 files (the file count is checked by tests/browser/size-budget.test.ts),
  // plus what issue 32's untrimmed dependencies cost (above).
  finished: 66_200,
};

/**
 * Lazy parts every page loads just after its first paint: reported on rows of their own, and
 * tests/browser/size-budget.test.ts checks that the home page loads exactly the initial core, the
 * checker and these. A finished home page (the `finished` row) is the loader, the initial core, the
 * checker and these.
 */
/** The word lists the demo store loads when it checks a nickname or a password (`data` rows). */
export const dataParts = ['src/domain/accounts/common-password-list.ts', 'src/domain/accounts/confusables-table.ts'];

export const afterFirstPaint = [
  // The after-paint group (site/build/chunk-plan.ts): the home page's raid card and raid adapter, the
  // public pages and the sign-in guard prefetched on idle.
  chunkPlan.group.name,
];
