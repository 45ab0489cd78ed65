import { useApp } from '../instance/app-context';
import { isOfficer } from '../domain/accounts/account-types';
import { useRoleRefresh } from '../routes/use-role-refresh';
import { Button, Icon, RouterNavLink, Tooltip, createStyles, useStore, useToast, type IconName } from '../ui';
import type { LayoutProps } from './layout-props';
import { MainContent } from './MainContent';
import { SiteHeader } from './SiteHeader';
import { SkipLink } from './SkipLink';

// The raider pages' frame ships in this chunk: AppRoutes loads both layouts from here.
export { RaiderLayout } from './RaiderLayout';

// Only the panel's own pages: a link here keeps the panel around the page it opens. The public schedule
// is in the site header above (a link to it here left the panel, its sidebar gone).
const raiderNavigation: Array<{ to: string; label: string; icon: IconName; end?: boolean; officers?: boolean }> = [
  { to: '/raider', label: 'Przegląd', icon: 'gauge', end: true },
  { to: '/raider/signups', label: 'Zapisy', icon: 'clipboard' },
  { to: '/raider/attendance', label: 'Frekwencja', icon: 'circle-check' },
  { to: '/raider/account', label: 'Konto', icon: 'lock' },
  { to: '/raider/members', label: 'Członkowie', icon: 'users', officers: true },
  { to: '/raider/raids', label: 'Rajdy', icon: 'calendar', officers: true },
];

const useStyles = createStyles(({ css }) => ({
  shell: css`
    flex: 1 0 auto;
    display: grid;
    grid-template-columns: 1fr;
    width: 100%;
    max-width: 1200px;
    margin: 0 auto;
    @container (min-width: 860px) {
      grid-template-columns: 240px minmax(0, 1fr);
    }
  `,
  aside: css`
    padding: 16px;
    border-bottom: 1px solid var(--rp-border);
    background: var(--rp-surface);
    @container (min-width: 860px) {
      padding: 32px 16px;
      border-bottom: 0;
      border-right: 1px solid var(--rp-border);
    }
  `,
  raider: css`
    margin-bottom: 12px;
    color: var(--rp-muted);
    font-size: 14px;
    strong {
      color: var(--rp-text);
    }
  `,
  list: css`
    display: flex;
    flex-wrap: wrap;
    gap: 4px;
    margin: 0 0 12px;
    padding: 0;
    list-style: none;
    @container (min-width: 860px) {
      flex-direction: column;
    }
  `,
  link: css`
    display: flex;
    align-items: center;
    gap: 10px;
    min-height: 44px;
    padding: 8px 12px;
    border-radius: var(--rp-radius);
    color: var(--rp-text);
    text-decoration: none;
    font-weight: 600;
    &:hover {
      background: color-mix(in srgb, var(--rp-primary) 12%, transparent);
    }
    &[aria-current='page'] {
      background: color-mix(in srgb, var(--rp-primary) 22%, transparent);
      box-shadow: inset 3px 0 0 var(--rp-primary);
    }
  `,
  main: css`
    min-width: 0;
    &:focus {
      outline: none;
    }
  `,
}));

/** The raider panel's shell: the site header, a side navigation of the raider pages, sign-out. */
export function DashboardLayout({ children }: LayoutProps) {
  const styles = useStyles();
  const { session, raidApi } = useApp();
  const raider = useStore(session.$raider);
  const toast = useToast();
  useRoleRefresh();
  function signOut() {
    const ending = session.$raider.get();
    session.signOut();
    toast.add({ title: 'Wylogowano' });
    // Revoked in the background: the raider is signed out here at once, and an unrevoked token expires anyway.
    if (ending)
      raidApi()
        .then((api) => api.signOut(ending.token))
        .catch(() => {});
  }
  return (
    <>
      <SkipLink targetId="rp-main" />
      <SiteHeader />
      <div className={styles.shell}>
        <aside className={styles.aside}>
          {raider && (
            <p className={styles.raider}>
              Zalogowano jako <strong>{raider.nickname}</strong>
            </p>
          )}
          <nav aria-label="Panel rajdowca">
            <ul className={styles.list}>
              {raiderNavigation
                .filter((item) => !item.officers || isOfficer(raider?.role))
                .map((item) => (
                  <li key={item.to}>
                    <RouterNavLink to={item.to} end={item.end} className={styles.link}>
                      <Icon name={item.icon} />
                      {item.label}
                    </RouterNavLink>
                  </li>
                ))}
            </ul>
          </nav>
          <Tooltip content="Kończy sesję na tym urządzeniu">
            <Button variant="secondary" onClick={signOut}>
              <Icon name="log-out" />
              Wyloguj się
            </Button>
          </Tooltip>
        </aside>
        <MainContent className={styles.main}>{children}</MainContent>
      </div>
    </>
  );
}
