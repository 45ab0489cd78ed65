import { createStyles } from '../../ui';

/** A `<details>` whose summary is a 44 px target with a chevron that turns when it opens. */
export const useDisclosureStyles = createStyles(({ css }) => ({
  disclosure: css`
    summary {
      min-height: 44px;
      display: flex;
      align-items: center;
      gap: 8px;
      cursor: pointer;
      font-weight: 700;
      list-style: none;
    }
    summary::-webkit-details-marker {
      display: none;
    }
    summary::before {
      content: '';
      width: 8px;
      height: 8px;
      border-right: 2px solid currentColor;
      border-bottom: 2px solid currentColor;
      transform: rotate(-45deg);
      transition: transform 120ms ease;
    }
    &[open] > summary::before {
      transform: rotate(45deg);
    }
  `,
}));
