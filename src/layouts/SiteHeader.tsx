import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { useGuild } from '../instance/use-guild';
import { Icon, RouterLink, RouterNavLink, createStyles, inverseSurfaceCss, useDismiss, visuallyHiddenCss } from '../ui';
import { BackendNotice } from './BackendNotice';
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
    ${inverseSurfaceCss}
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
    /* A 320 px container: the name wraps and the buttons keep their size, nothing spills out. */
    @container (max-width: 379px) {
      gap: 8px;
      padding: 8px 12px;
    }
  `,
  brand: css`
    display: inline-flex;
    align-items: center;
    gap: 10px;
    margin-right: auto;
    min-width: 0;
    overflow-wrap: break-word;
    color: inherit;
    text-decoration: none;
    font-weight: 800;
    font-size: 18px;
    letter-spacing: 0.01em;
    @container (max-width: 379px) {
      font-size: 16px;
    }
    svg {
      color: var(--rp-primary);
      flex: none;
    }
  `,
  menuButton: css`
    flex: none;
    display: inline-flex;
    align-items: center;
    gap: 6px;
    min-height: 44px;
    padding: 8px 12px;
    border: 1px solid var(--rp-inverse-border);
    border-radius: var(--rp-radius);
    background: transparent;
    color: inherit;
    font-weight: 600;
    cursor: pointer;
    &:hover {
      background: var(--rp-inverse-hover);
    }
    @container (min-width: 860px) {
      display: none;
    }
  `,
  /* A phone: the button shows its icon only, so the guild's name keeps whole words; the name stays "Menu". */
  menuWord: css`
    @container (max-width: 379px) {
      ${visuallyHiddenCss}
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
    color: var(--rp-inverse-text);
    text-decoration: none;
    font-weight: 600;
    &:hover {
      background: var(--rp-inverse-hover);
    }
    /* The current page is marked by the underline and aria-current, not by its colour alone. */
    &[aria-current='page'] {
      color: var(--rp-inverse-accent);
      box-shadow: inset 0 -2px 0 var(--rp-inverse-accent);
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
  const barRef = useRef<HTMLDivElement>(null);
  const menuButton = useRef<HTMLButtonElement>(null);
  // A press outside the bar (composedPath, so it works in a shadow root) closes the phone menu.
  useDismiss(barRef, menuOpen, (reason) => {
    setMenuOpen(false);
    // Escape from a link inside the menu: the link is about to be hidden, so focus goes back to the button.
    if (reason === 'escape') menuButton.current?.focus();
  });

  // Tabbing out of the header closes the phone menu: left open, it would cover the page being tabbed into.
  function closeMenuWhenFocusLeaves(event: FocusEvent<HTMLElement>) {
    const next = event.relatedTarget as Node | null;
    if (menuOpen && next !== null && !event.currentTarget.contains(next)) setMenuOpen(false);
  }
  // Escape closes it and puts focus back on the Menu button; handled here, so toasts stay open.
  function closeMenuOnEscape(event: KeyboardEvent<HTMLElement>) {
    if (event.key !== 'Escape' || !menuOpen) return;
    event.preventDefault();
    setMenuOpen(false);
    menuButton.current?.focus();
  }

  return (
    <>
      {/* Not a control: Escape and focus leaving are caught here for the menu inside, whichever part has focus. */}
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions */}
      <header className={styles.header} onBlur={closeMenuWhenFocusLeaves} onKeyDown={closeMenuOnEscape}>
        <div className={styles.bar} ref={barRef}>
          <RouterLink to="/" className={styles.brand}>
            <Icon name="shield" size={28} />
            <span>{guild.name}</span>
          </RouterLink>
          <button
            ref={menuButton}
            type="button"
            className={styles.menuButton}
            aria-expanded={menuOpen}
            aria-controls="rp-site-navigation"
            onClick={() => setMenuOpen((open) => !open)}
          >
            <Icon name={menuOpen ? 'close' : 'menu'} />
            <span className={styles.menuWord}>Menu</span>
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
      <BackendNotice />
    </>
  );
}
