import { createStyles } from '../ui';

const useStyles = createStyles(({ css }) => ({
  skip: css`
    position: absolute;
    top: 8px;
    left: 8px;
    z-index: 30;
    padding: 10px 16px;
    border: 0;
    border-radius: var(--rp-radius);
    background: var(--rp-primary);
    color: var(--rp-on-primary);
    font-weight: 700;
    cursor: pointer;
    /* It appears over the slate header, next to the guild's name: the light amber ring of slate
       surfaces, with a margin of header colour so the ring never lies on the name's letters. */
    --rp-focus: var(--rp-inverse-focus);
    box-shadow: 0 0 0 7px var(--rp-header-bg);
    /* Hidden by clipping, not by moving it off-screen: moved out, it would show over the host page. */
    &:not(:focus) {
      width: 1px;
      height: 1px;
      padding: 0;
      overflow: hidden;
      clip-path: inset(50%);
      white-space: nowrap;
    }
  `,
}));

/**
 * "Skip to content" as a button, not an `#anchor` link: inside a widget an anchor would rewrite the
 * host page's URL, and a shadow root's ids are not reachable from it anyway.
 */
export function SkipLink({ targetId }: { targetId: string }) {
  const styles = useStyles();
  return (
    <button
      type="button"
      className={styles.skip}
      onClick={(event) => {
        const root = event.currentTarget.getRootNode() as Document | ShadowRoot;
        const target = root.getElementById(targetId);
        target?.focus();
      }}
    >
      Przejdź do treści
    </button>
  );
}
