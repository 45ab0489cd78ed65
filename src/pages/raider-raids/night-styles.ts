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
    gap: 4px;
  `,
  decision: css`
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 8px;
    padding-top: 4px;
    border-top: 1px solid var(--rp-border);
    p {
      flex: 1 0 100%;
      margin: 0;
    }
    /* One line per raider on a wide screen: who, where and their note, then the two choices. */
    @container (min-width: 700px) {
      flex-wrap: nowrap;
      p {
        flex: 1 1 auto;
        min-width: 0;
      }
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
