import { createStyles, inlineSelectCss } from '../../ui';

export const useAttendanceStyles = createStyles(({ css }) => ({
  section: css`
    display: grid;
    gap: 12px;
    & + & {
      margin-top: 32px;
    }
    h2 {
      margin: 0;
      font-size: 22px;
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
    display: grid;
    gap: 8px;
    margin: 0;
    padding: 0;
    list-style: none;
    > li {
      display: grid;
      gap: 8px;
      padding: 12px 16px;
      border: 1px solid var(--rp-border);
      border-radius: var(--rp-radius);
      background: var(--rp-surface-raised);
    }
    h3 {
      margin: 0;
      font-size: 18px;
    }
  `,
  sheet: css`
    display: grid;
    gap: 8px;
    margin: 0;
    padding: 0;
    list-style: none;
    li {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      justify-content: space-between;
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
