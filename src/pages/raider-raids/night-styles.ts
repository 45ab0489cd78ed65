import { createStyles, inlineSelectCss, visuallyHiddenCss } from '../../ui';
import { compactFieldCss, panelSectionCss, raisedBoxCss, stackedListCss } from '../../ui/panel-css';

/** The wide row's columns: the raider's words, decision, role and the suggestion's mark. */
const wideColumns = 'minmax(0, 1fr) 13em 8.5em 9.5em';

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
    /* On a raid leader's screen the night's actions stand beside its facts, and what opens spans both:
       a night is a few lines, not a screen. */
    @container (min-width: 700px) {
      grid-template-columns: minmax(0, 1fr) auto;
      align-items: start;
      > * {
        grid-column: 1 / -1;
      }
      > :first-child {
        grid-column: 1;
      }
      > :nth-child(2) {
        grid-column: 2;
      }
    }
  `,
  /* The night's title and when, on one line beside its buttons on a wide screen. */
  heading: css`
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: 0 12px;
    align-self: center;
    p {
      margin: 0;
    }
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
    gap: 0;
    > li {
      border-top: 1px solid var(--rp-border);
    }
  `,
  /* A raider's line: on a phone the words, then the choices with their labels, wrapping. */
  decision: css`
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 8px;
    padding: 4px 0;
    > p {
      flex: 1 0 100%;
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
    /* One line per raider on a wide screen, in columns the column names above stand over: the
       words cut to the line (Szczegóły shows them whole), decision, role and the suggestion's mark. */
    @container (min-width: 700px) {
      display: grid;
      grid-template-columns: ${wideColumns};
      gap: 0 8px;
      padding: 0;
      font-size: 15px;
      > span {
        display: block;
      }
      /* Read by screen readers, not shown: the column names above say it (on a phone the labels show). */
      label {
        ${visuallyHiddenCss}
      }
      select,
      > button {
        width: 100%;
      }
    }
    /* With a mouse the choices are smaller than a finger's 44 px: a night's raiders fit one screen. */
    @media not (any-pointer: coarse) {
      @container (min-width: 700px) {
        select,
        > button {
          min-height: 34px;
        }
      }
    }
  `,
  columns: css`
    display: none;
    @container (min-width: 700px) {
      display: grid;
      grid-template-columns: ${wideColumns};
      gap: 0 8px;
      margin-bottom: -4px;
      color: var(--rp-muted);
      font-size: 13px;
      > :first-child {
        grid-column: 2;
      }
    }
  `,
  who: css`
    display: grid;
    min-width: 0;
    margin: 0;
    line-height: 18px;
    > span {
      overflow-wrap: anywhere;
    }
    @container (min-width: 700px) {
      > span {
        overflow: hidden;
        white-space: nowrap;
        text-overflow: ellipsis;
      }
    }
  `,
  more: css`
    min-height: 44px;
    padding: 0 8px;
    border: 1px solid var(--rp-muted);
    border-radius: var(--rp-radius);
    background: transparent;
    color: var(--rp-text);
    font: inherit;
    font-size: 14px;
    text-align: left;
    white-space: nowrap;
    cursor: pointer;
    &[aria-expanded='true'] {
      background: var(--rp-surface);
    }
  `,
  details: css`
    display: grid;
    gap: 2px;
    padding: 0 0 8px;
    font-size: 14px;
    overflow-wrap: anywhere;
    p {
      margin: 0;
    }
    ul {
      margin: 0;
      padding-left: 20px;
      color: var(--rp-muted);
    }
  `,
  rosterForm: css`
    display: grid;
    gap: 8px;
    min-width: 0;
  `,
  note: css`
    color: var(--rp-muted);
    font-size: 13px;
    line-height: 16px;
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
