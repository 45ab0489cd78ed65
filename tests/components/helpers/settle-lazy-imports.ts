import { afterAll } from 'vitest';

/**
 * Every module the app loads with `import()`. A test may end while one of them is still loading (the
 * home page's raid card, the toast list after a sign-in toast): vitest then tears the environment down
 * under the import and reports an EnvironmentTeardownError. Importing them here after a file's tests
 * waits for any such load to finish (the module runner shares an import already under way), and costs
 * nothing when they are loaded. Keep in step with `grep -rn "import('" src`.
 */
const lazyModules = [
  () => import('../../../src/data/guild-config/load-guild-config'),
  () => import('../../../src/data/raids/local'),
  () => import('../../../src/layouts/DashboardLayout'),
  () => import('../../../src/pages/home'),
  () => import('../../../src/pages/raider-overview'),
  () => import('../../../src/pages/raider-signups'),
  () => import('../../../src/pages/raider-board/DemoNotice'),
  () => import('../../../src/pages/raider-board/SignupForm'),
  () => import('../../../src/pages/home/RaidNights'),
  () => import('../../../src/data/raids/http'),
  () => import('../../../src/data/raids/backend-failure'),
  () => import('../../../src/pages/values'),
  () => import('../../../src/pages/manifesto'),
  () => import('../../../src/pages/testimonials'),
  () => import('../../../src/pages/raid-schedule'),
  () => import('../../../src/routes/raider-auth'),
  () => import('../../../src/ui/RemoteIcon'),
  () => import('../../../src/ui/toast/ToastList'),
  () => import('../../../src/ui/tooltip/TooltipBubble'),
  () => import('../../../src/app/head-meta'),
  () => import('../../../src/platform/icon-loader'),
];

afterAll(async () => {
  await Promise.all(lazyModules.map((load) => load()));
});
