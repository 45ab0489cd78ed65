import { createStyles, inlineSelectCss } from '../../ui';
import { panelSectionCss, raisedBoxCss, spreadRowCss, stackedListCss } from '../../ui/panel-css';

export const useAttendanceStyles = createStyles(({ css }) => ({
  section: css`
    ${panelSectionCss}
    & + & {
      margin-top: 32px;
    }
    p {
      margin: 0;
    }
  `,
  periods: css`
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    margin: 0;
    padding: 0;
    border: 0;
    legend {
      margin-bottom: 8px;
      font-weight: 700;
    }
    label {
      display: inline-flex;
      align-items: center;
      gap: 6px;
      min-height: 44px;
      padding: 0 12px;
      border: 1px solid var(--rp-border);
      border-radius: var(--rp-radius);
      cursor: pointer;
    }
    label:has(input:checked) {
      border-color: var(--rp-primary);
      font-weight: 700;
    }
  `,
  scroller: css`
    overflow-x: auto;
  `,
  table: css`
    width: 100%;
    border-collapse: collapse;
    font-variant-numeric: tabular-nums;
    th,
    td {
      padding: 8px;
      border-bottom: 1px solid var(--rp-border);
      text-align: right;
    }
    th:first-child,
    td:first-child {
      text-align: left;
    }
    th button {
      min-height: 44px;
      padding: 0 4px;
      border: 0;
      background: none;
      color: inherit;
      font: inherit;
      font-weight: 700;
      cursor: pointer;
    }
  `,
  raids: css`
    ${stackedListCss}
    > li {
      display: grid;
      gap: 8px;
      padding: 12px 16px;
      ${raisedBoxCss}
    }
    h3 {
      margin: 0;
      font-size: 18px;
    }
  `,
  sheet: css`
    ${stackedListCss}
    li {
      ${spreadRowCss}
      gap: 4px 12px;
    }
    select {
      ${inlineSelectCss}
    }
  `,
  error: css`
    color: var(--rp-danger);
    font-weight: 700;
  `,
}));
