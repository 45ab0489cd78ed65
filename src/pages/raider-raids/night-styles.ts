import { createStyles, inlineSelectCss } from '../../ui';
import { compactFieldCss, panelSectionCss, raisedBoxCss, stackedListCss } from '../../ui/panel-css';

export const useNightStyles = createStyles(({ css }) => ({
  section: css`
    ${panelSectionCss}
    margin-top: 32px;
  `,
  list: css`
    ${stackedListCss}
  `,
  night: css`
    display: grid;
    gap: 8px;
    padding: 12px 16px;
    ${raisedBoxCss}
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
      ${compactFieldCss}
      min-width: 0;
    }
  `,
  fields: css`
    display: grid;
    gap: 12px;
    max-width: 480px;
    padding: 12px 16px;
    ${raisedBoxCss}
  `,
  decisions: css`
    ${stackedListCss}
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
  rosterForm: css`
    display: grid;
    gap: 12px;
    min-width: 0;
  `,
  note: css`
    overflow-wrap: anywhere;
    color: var(--rp-muted);
  `,
  warning: css`
    display: grid;
    gap: 8px;
    padding: 8px 12px;
    border-left: 4px solid var(--rp-primary);
    p {
      margin: 0;
    }
  `,
  fill: css`
    display: grid;
    gap: 4px;
    margin-top: 8px;
    details p {
      margin: 4px 0 0;
      overflow-wrap: anywhere;
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
