import { useNavigate } from 'react-router-dom';
import { Button, Icon, createStyles, useUiStrings } from '../../ui';
import { errorText } from './error-text';

export interface ErrorPageProps {
  /** @default 500 */
  statusCode?: number;
  statusMessage?: string;
  message?: string;
}

const useStyles = createStyles(({ css }) => ({
  page: css`
    flex: 1 0 auto;
    display: flex;
    flex-direction: column;
    align-items: flex-start;
    gap: 16px;
    width: 100%;
    max-width: 720px;
    margin: 0 auto;
    padding: 48px 16px 64px;
  `,
  code: css`
    font-size: 72px;
    font-weight: 900;
    line-height: 1;
    /* Amber text, not the button amber: that one reads at 2.1:1 on white. */
    color: var(--rp-accent-text);
    font-variant-numeric: tabular-nums;
  `,
  title: css`
    font-size: 28px;
    line-height: 1.2;
  `,
  message: css`
    color: var(--rp-muted);
    font-size: 18px;
    overflow-wrap: anywhere;
  `,
}));

/** The generic error page: status code, status message, description and a way back home. */
export function ErrorPage(props: ErrorPageProps) {
  const styles = useStyles();
  const navigate = useNavigate();
  const strings = useUiStrings();
  const { statusCode, statusMessage, message } = errorText(props, strings);
  return (
    <section className={styles.page} aria-labelledby="rp-error-title" data-status={statusCode}>
      <p className={styles.code} aria-hidden="true">
        {statusCode}
      </p>
      <h1 id="rp-error-title" className={styles.title}>
        <span className="rp-visually-hidden">{statusCode} </span>
        {statusMessage}
      </h1>
      {message && <p className={styles.message}>{message}</p>}
      <Button onClick={() => navigate('/')}>
        <Icon name="arrow-left" />
        {strings.backToHome}
      </Button>
    </section>
  );
}
