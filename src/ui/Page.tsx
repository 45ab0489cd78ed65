import type { ReactNode } from 'react';
import { createStyles } from './emotion';

const useStyles = createStyles(({ css }) => ({
  page: css`
    width: 100%;
    max-width: 960px;
    margin: 0 auto;
    padding: 32px 16px 48px;
    @container (min-width: 640px) {
      padding: 48px 24px 64px;
    }
  `,
  eyebrow: css`
    display: block;
    margin-bottom: 8px;
    color: var(--rp-accent-text);
    font-size: 14px;
    font-weight: 700;
    letter-spacing: 0.08em;
    text-transform: uppercase;
  `,
  title: css`
    font-size: 30px;
    line-height: 1.2;
    font-weight: 800;
    letter-spacing: -0.01em;
    @container (min-width: 640px) {
      font-size: 40px;
    }
  `,
  lead: css`
    margin-top: 12px;
    max-width: 680px;
    color: var(--rp-muted);
    font-size: 18px;
  `,
  body: css`
    margin-top: 32px;
  `,
}));

export interface PageProps {
  title: string;
  eyebrow?: string;
  lead?: ReactNode;
  children?: ReactNode;
}

/** A public page: one h1, an optional lead paragraph and the content below, at a readable width. */
export function Page({ title, eyebrow, lead, children }: PageProps) {
  const styles = useStyles();
  return (
    <article className={styles.page}>
      <header>
        {eyebrow && <span className={styles.eyebrow}>{eyebrow}</span>}
        <h1 className={styles.title}>{title}</h1>
        {lead && <p className={styles.lead}>{lead}</p>}
      </header>
      {children && <div className={styles.body}>{children}</div>}
    </article>
  );
}
