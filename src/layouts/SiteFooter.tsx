import { guildTimeZoneName } from '../domain/schedule/time-zone-name';
import { useGuild } from '../instance/use-guild';
import { RouterLink, createStyles } from '../ui';
import { publicNavigation } from './SiteHeader';

const useStyles = createStyles(({ css }) => ({
  footer: css`
    margin-top: auto;
    border-top: 1px solid var(--rp-border);
    background: var(--rp-surface);
    color: var(--rp-muted);
    font-size: 14px;
  `,
  inner: css`
    display: flex;
    flex-wrap: wrap;
    gap: 12px 24px;
    justify-content: space-between;
    max-width: 1200px;
    margin: 0 auto;
    padding: 24px 16px;
  `,
  links: css`
    display: flex;
    flex-wrap: wrap;
    gap: 4px 16px;
    margin: 0;
    padding: 0;
    list-style: none;
    a {
      display: inline-block;
      padding: 4px 0;
    }
  `,
}));

export function SiteFooter() {
  const styles = useStyles();
  const guild = useGuild();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <p>
          © {guild.name} · Godziny rajdów: {guildTimeZoneName(guild.timezone)}
        </p>
        <nav aria-label="Stopka">
          <ul className={styles.links}>
            {publicNavigation.map((item) => (
              <li key={item.to}>
                <RouterLink to={item.to}>{item.label}</RouterLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
