import { createStyles } from '../../ui';

/** Shared look of the raider forms: fields, choice chips, errors. */
export const useFormStyles = createStyles(({ css }) => ({
  form: css`
    display: grid;
    gap: 16px;
    margin-top: 12px;
    padding-top: 16px;
    border-top: 1px solid var(--rp-border);
  `,
  fieldset: css`
    display: grid;
    gap: 8px;
    min-width: 0;
    margin: 0;
    padding: 0;
    border: 0;
    legend {
      margin-bottom: 8px;
      padding: 0;
      font-weight: 700;
    }
  `,
  choices: css`
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
  `,
  choice: css`
    position: relative;
    display: inline-flex;
    input {
      position: absolute;
      opacity: 0;
      width: 1px;
      height: 1px;
    }
    span {
      display: inline-flex;
      align-items: center;
      gap: 6px;
      min-height: 44px;
      padding: 8px 14px;
      border: 1px solid var(--rp-border);
      border-radius: var(--rp-radius);
      background: var(--rp-bg);
      font-weight: 600;
      cursor: pointer;
    }
    input:checked + span {
      border-color: var(--rp-primary);
      background: color-mix(in srgb, var(--rp-primary) 20%, var(--rp-bg));
      box-shadow: inset 0 0 0 1px var(--rp-primary);
    }
    input:focus-visible + span {
      outline: 3px solid var(--rp-focus);
      outline-offset: 2px;
    }
    input:disabled + span {
      cursor: not-allowed;
      opacity: 0.6;
    }
  `,
  row: css`
    display: grid;
    gap: 16px;
    @container (min-width: 560px) {
      grid-template-columns: 1fr 1fr;
    }
  `,
  field: css`
    display: grid;
    gap: 6px;
    min-width: 0;
    label {
      font-weight: 700;
    }
    input,
    textarea,
    select {
      /* A select is as wide as its longest option unless told otherwise: never wider than the form. */
      min-width: 0;
      max-width: 100%;
      min-height: 44px;
      padding: 8px 12px;
      border: 1px solid var(--rp-muted);
      border-radius: var(--rp-radius);
      background: var(--rp-bg);
      color: var(--rp-text);
      font: inherit;
      font-size: 16px;
    }
    textarea {
      min-height: 88px;
      resize: vertical;
    }
    [aria-invalid='true'] {
      border-color: var(--rp-danger);
    }
  `,
  hint: css`
    color: var(--rp-muted);
    font-size: 14px;
  `,
  error: css`
    color: var(--rp-danger);
    font-size: 14px;
    font-weight: 700;
  `,
  failure: css`
    display: flex;
    flex-wrap: wrap;
    gap: 8px 16px;
    align-items: center;
    padding: 10px 12px;
    border: 1px solid var(--rp-danger);
    border-radius: var(--rp-radius);
    color: var(--rp-danger);
    font-weight: 700;
  `,
  actions: css`
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    align-items: center;
  `,
}));
