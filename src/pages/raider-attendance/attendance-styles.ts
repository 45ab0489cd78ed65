import { createStyles, inlineSelectCss, visuallyHiddenCss } from '../../ui';
import { compactFieldCss, dataTableCss, raisedBoxCss, spreadRowCss, stackedListCss, stackedSectionCss } from '../../ui/panel-css';

export const useAttendanceStyles = createStyles(({ css }) => ({
  section: css`
    ${stackedSectionCss}
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
    container-type: inline-size;
  `,
  table: css`
    ${dataTableCss}
    th,
    td {
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
    /*
     * A phone: five columns do not fit (550 px in 328), and a scroller hid two of them with no cue. Each
     * raider becomes a card instead: the nickname on top, every figure under its column's name (the
     * cell's data-label); the sortable headers stay above the cards as a row of buttons.
     */
    @container (max-width: 479px) {
      thead,
      tbody,
      tr,
      th,
      td {
        display: block;
      }
      thead tr {
        display: flex;
        flex-wrap: wrap;
        gap: 4px 8px;
        border-bottom: 1px solid var(--rp-border);
      }
      thead th {
        padding: 0;
        border: 0;
      }
      thead th:not(:has(button)) {
        ${visuallyHiddenCss}
      }
      tbody tr {
        display: grid;
        grid-template-columns: repeat(2, minmax(0, 1fr));
        gap: 4px 12px;
        padding: 12px 0;
        border-bottom: 1px solid var(--rp-border);
      }
      tbody th,
      tbody td {
        padding: 0;
        border: 0;
        text-align: left;
      }
      tbody th {
        grid-column: 1 / -1;
      }
      tbody td::before {
        content: attr(data-label) ': ';
        color: var(--rp-muted);
      }
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
  logImport: css`
    display: grid;
    gap: 8px;
    label {
      font-weight: 700;
    }
    > div {
      display: flex;
      flex-wrap: wrap;
      gap: 8px;
    }
    input,
    select {
      ${compactFieldCss}
      flex: 1 1 16em;
      min-width: 0;
    }
  `,
  unassigned: css`
    display: grid;
    gap: 8px;
    h4 {
      margin: 0;
      font-size: 16px;
    }
    ul {
      ${stackedListCss}
    }
    li {
      padding: 8px 12px;
      ${raisedBoxCss}
    }
  `,
  assign: css`
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 8px 12px;
    > p {
      flex: 1 1 100%;
    }
    label {
      font-weight: 700;
    }
    select {
      ${inlineSelectCss}
      min-width: min(12em, 100%);
      max-width: 100%;
    }
  `,
  difference: css`
    display: block;
    font-weight: 700;
  `,
  error: css`
    color: var(--rp-danger);
    font-weight: 700;
  `,
}));
