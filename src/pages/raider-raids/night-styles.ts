import { createStyles, inlineSelectCss } from '../../ui';

export const useNightStyles = createStyles(({ css }) => ({
  section: css`
    display: grid;
    gap: 12px;
    margin-top: 32px;
    h2 {
      margin: 0;
      font-size: 22px;
    }
  `,
  list: css`
    display: grid;
    gap: 8px;
    margin: 0;
    padding: 0;
    list-style: none;
  `,
  night: css`
    display: grid;
    gap: 8px;
    padding: 12px 16px;
    border: 1px solid var(--rp-border);
    border-radius: var(--rp-radius);
    background: var(--rp-surface-raised);
  `,
  title: css`
    margin: 0;
    font-size: 18px;
  `,
  meta: css`
    margin: 4px 0 0;
  `,
  actions: css`
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
  `,
  form: css`
    display: grid;
    gap: 8px;
    max-width: 420px;
    input {
      min-height: 44px;
      padding: 8px;
      border: 1px solid var(--rp-muted);
      border-radius: var(--rp-radius);
      background: var(--rp-bg);
      color: var(--rp-text);
      font: inherit;
      min-width: 0;
    }
  `,
  fields: css`
    display: grid;
    gap: 12px;
    max-width: 480px;
    padding: 12px 16px;
    border: 1px solid var(--rp-border);
    border-radius: var(--rp-radius);
    background: var(--rp-surface-raised);
  `,
  decisions: css`
    display: grid;
    gap: 8px;
    margin: 0;
    padding: 0;
    list-style: none;
  `,
  decision: css`
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 8px;
    padding-top: 8px;
    border-top: 1px solid var(--rp-border);
    p {
      flex: 1 0 100%;
      margin: 0;
    }
    /* A label stays on the line of its choice when the row wraps on a phone. */
    > span {
      display: inline-flex;
      align-items: center;
      gap: 8px;
    }
    select {
      ${inlineSelectCss}
    }
  `,
  error: css`
    color: var(--rp-danger);
    font-weight: 700;
    p {
      margin: 0;
    }
  `,
}));
