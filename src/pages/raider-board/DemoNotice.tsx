import type { RaidApi } from '../../data/raids/raid-api';
import { Icon, createStyles } from '../../ui';

const useStyles = createStyles(({ css }) => ({
  notice: css`
    display: flex;
    gap: 10px;
    align-items: flex-start;
    margin: 0 0 20px;
    padding: 12px 14px;
    border: 1px solid var(--rp-border);
    border-left: 4px solid var(--rp-primary);
    border-radius: var(--rp-radius);
    background: var(--rp-surface);
    font-size: 15px;
    p {
      margin: 0;
    }
  `,
  badge: css`
    display: inline-block;
    margin-right: 6px;
    padding: 1px 8px;
    border-radius: 999px;
    background: var(--rp-primary);
    color: var(--rp-on-primary);
    font-size: 13px;
    font-weight: 800;
    text-transform: uppercase;
    letter-spacing: 0.04em;
  `,
}));

/**
 * The local demo store's badge (answers stay on this device) and, when storage failed or was reset,
 * why. Nothing for a real backend.
 */
export function DemoNotice({ api }: { api: RaidApi | null }) {
  const styles = useStyles();
  if (!api || api.kind !== 'local') return null;
  const storageNotice = api.storageNotice();
  return (
    <div className={styles.notice} role="note" aria-label="Tryb demonstracyjny">
      <Icon name="circle-alert" />
      <div>
        <p>
          <span className={styles.badge}>Demo</span>
          Odpowiedzi są zapisywane tylko w tej przeglądarce – inni rajdowcy ich nie zobaczą.
        </p>
        {storageNotice && <p>{storageNotice}</p>}
      </div>
    </div>
  );
}
