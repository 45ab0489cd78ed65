import { createStyles, inlineSelectCss } from '../../ui';
import { compactFieldCss, dataTableCss, stackedSectionCss } from '../../ui/panel-css';

export const useLootStyles = createStyles(({ css }) => ({
  section: css`
    ${stackedSectionCss}
  `,
  form: css`
    display: grid;
    gap: 12px;
    label {
      display: grid;
      gap: 4px;
      font-weight: 700;
    }
    textarea {
      ${compactFieldCss}
      min-height: 8em;
      font-family: ui-monospace, monospace;
      font-size: 14px;
    }
    input[type='file'] {
      min-height: 44px;
    }
    select {
      ${inlineSelectCss}
    }
  `,
  filters: css`
    display: flex;
    flex-wrap: wrap;
    gap: 12px;
    label {
      display: grid;
      gap: 4px;
      font-weight: 700;
    }
    select {
      ${inlineSelectCss}
    }
  `,
  scroller: css`
    overflow-x: auto;
  `,
  table: css`
    ${dataTableCss}
    th,
    td {
      text-align: left;
      vertical-align: top;
    }
  `,
  error: css`
    color: var(--rp-danger);
    font-weight: 700;
  `,
  muted: css`
    color: var(--rp-muted);
  `,
}));
