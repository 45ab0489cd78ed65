import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useGuild } from '../app/use-guild';
import { Icon, RouterLink, RouterNavLink, createStyles } from '../ui';
import { ColorModeSwitch } from './ColorModeSwitch';

/** The public navigation, in the order a visitor reads the site. */
export const publicNavigation = [
  { to: '/', label: 'Start', end: true },
  { to: '/values', label: 'Wartości' },
  { to: '/manifesto', label: 'Manifest' },
  { to: '/testimonials', label: 'Opinie' },
  { to: '/raid-schedule', label: 'Harmonogram' },
] as const;

const useStyles = createStyles(({ css }) => ({
  header: css`
    position: relative;
    z-index: 10;
    background: var(--rp-header-bg);
    color: var(--rp-header-text);
    border-bottom: 3px solid var(--rp-primary);
  `,
  bar: css`
    display: flex;
    align-items: center;
    gap: 12px;
    max-width: 1200px;
    margin: 0 auto;
    padding: 10px 16px;
    min-height: 64px;
  `,
  brand: css`
    display: inline-flex;
    align-items: center;
    gap: 10px;
    margin-right: auto;
    color: inherit;
    text-decoration: none;
    font-weight: 800;
    font-size: 18px;
    letter-spacing: 0.01em;
    svg {
      color: var(--rp-primary);
      flex: none;
    }
  `,
  menuButton: css`
    display: inline-flex;
    align-items: center;
    gap: 6px;
    min-height: 44px;
    padding: 8px 12px;
    border: 1px solid rgba(248, 250, 252, 0.3);
    border-radius: var(--rp-radius);
    background: transparent;
    color: inherit;
    font-weight: 600;
    cursor: pointer;
    @container (min-width: 860px) {
      display: none;
    }
  `,
  nav: css`
    display: none;
    position: absolute;
    top: 100%;
    left: 0;
    right: 0;
    padding: 8px 16px 16px;
    background: var(--rp-header-bg);
    border-bottom: 3px solid var(--rp-primary);
    &[data-open='true'] {
      display: block;
    }
    @container (min-width: 860px) {
      display: block;
      position: static;
      padding: 0;
      border: 0;
    }
  `,
  list: css`
    display: flex;
    flex-direction: column;
    gap: 4px;
    margin: 0;
    padding: 0;
    list-style: none;
    @container (min-width: 860px) {
      flex-direction: row;
      align-items: center;
    }
  `,
  link: css`
    display: flex;
    align-items: center;
    gap: 6px;
    min-height: 44px;
    padding: 8px 12px;
    border-radius: var(--rp-radius);
    color: var(--rp-header-text);
    text-decoration: none;
    font-weight: 600;
    &:hover {
      background: rgba(248, 250, 252, 0.1);
    }
    &[aria-current='page'] {
      color: #fcd34d;
      box-shadow: inset 0 -2px 0 #fcd34d;
    }
  `,
  panelLink: css`
    @container (min-width: 860px) {
      margin-left: 8px;
      background: var(--rp-primary);
      color: var(--rp-on-primary);
      &:hover {
        background: var(--rp-primary-hover);
      }
      &[aria-current='page'] {
        color: var(--rp-on-primary);
        box-shadow: none;
      }
    }
  `,
}));

/** Site header: the guild's name, the public navigation and the way into the raider panel. */
export function SiteHeader() {
  const styles = useStyles();
  const guild = useGuild();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  // A chosen link closes the phone menu, so the new page is not hidden behind it.
  useEffect(() => setMenuOpen(false), [pathname]);

  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <RouterLink to="/" className={styles.brand}>
          <Icon name="shield" size={28} />
          <span>{guild.name}</span>
        </RouterLink>
        <button
          type="button"
          className={styles.menuButton}
          aria-expanded={menuOpen}
          aria-controls="rp-site-navigation"
          onClick={() => setMenuOpen((open) => !open)}
        >
          <Icon name={menuOpen ? 'close' : 'menu'} />
          Menu
        </button>
        <nav id="rp-site-navigation" className={styles.nav} data-open={menuOpen} aria-label="Główna nawigacja">
          <ul className={styles.list}>
            {publicNavigation.map((item) => (
              <li key={item.to}>
                <RouterNavLink to={item.to} end={'end' in item} className={styles.link}>
                  {item.label}
                </RouterNavLink>
              </li>
            ))}
            <li>
              <RouterNavLink to="/raider" className={`${styles.link} ${styles.panelLink}`}>
                <Icon name="users" size={18} />
                Panel rajdowca
              </RouterNavLink>
            </li>
          </ul>
        </nav>
        <ColorModeSwitch />
      </div>
    </header>
  );
}
