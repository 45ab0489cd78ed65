/**
 * CSS fragments the raider panel's pages share, so each look is declared once: a page section, a
 * bullet-less list and the raised box its items sit in. Plain strings, interpolated into a page's own
 * `css` rules; imported from this file, not the `ui` barrel, so the initial core does not carry them.
 */

/** A page section: its parts stacked 12 px apart under a 22 px heading. */
export const panelSectionCss = /* css */ `
  display: grid;
  gap: 12px;
  h2 {
    margin: 0;
    font-size: 22px;
  }
`;

/** A list without bullets or indent, its items stacked 8 px apart. */
export const stackedListCss = /* css */ `
  display: grid;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** The raised box of one item in such a list (a session, a member, a night): border, corners, surface. */
export const raisedBoxCss = /* css */ `
  border: 1px solid var(--rp-border);
  border-radius: var(--rp-radius);
  background: var(--rp-surface-raised);
`;

/** An item whose text stands left and its action right, wrapping under it on a narrow screen. */
export const spreadRowCss = /* css */ `
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
`;

/** A list of raised rows, each its text and its button (the raider's sessions, their absences). */
export const boxedRowListCss = /* css */ `
  ${stackedListCss}
  li {
    ${spreadRowCss}
    gap: 8px 16px;
    padding: 12px 16px;
    ${raisedBoxCss}
  }
`;

/** An input or select set inside a panel row or a short form: a 44 px target with the forms' border and colours. */
export const compactFieldCss = /* css */ `
  min-height: 44px;
  padding: 8px;
  border: 1px solid var(--rp-muted);
  border-radius: var(--rp-radius);
  background: var(--rp-bg);
  color: var(--rp-text);
  font: inherit;
`;

/** A checkbox or radio and its words: one row a finger can hit (44 px), the box at 20 px in the accent colour. */
export const checkRowCss = /* css */ `
  display: flex;
  align-items: center;
  gap: 8px;
  min-height: 44px;
  input {
    flex: none;
    width: 20px;
    height: 20px;
    margin: 0;
    accent-color: var(--rp-primary, currentColor);
  }
`;

/** A section among others on a page: 32 px from the one before it, its paragraphs without margins of their own. */
export const stackedSectionCss = /* css */ `
  ${panelSectionCss}
  & + & {
    margin-top: 32px;
  }
  p {
    margin: 0;
  }
`;

/** A table of figures: full width, one line between rows, digits of equal width so columns line up. */
export const dataTableCss = /* css */ `
  width: 100%;
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;
  th,
  td {
    padding: 8px;
    border-bottom: 1px solid var(--rp-border);
  }
`;
