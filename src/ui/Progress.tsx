import { createStyles } from './emotion';

export type ProgressState = 'indeterminate' | 'loading' | 'complete';

export interface ProgressProps {
  /** Current value; absent or null means indeterminate (animated). */
  value?: number | null;
  /** @default 100 */
  max?: number;
  /** Accessible name of the bar. */
  label?: string;
  className?: string;
}

/** Percent done: round(value / max · 100) clamped to 0–100. */
export function progressPercent(value: number, max = 100): number {
  if (!(max > 0) || !Number.isFinite(value)) return 0;
  return Math.min(100, Math.max(0, Math.round((value / max) * 100)));
}

export function progressState(value: number | null | undefined, max = 100): ProgressState {
  if (value === null || value === undefined) return 'indeterminate';
  return value === max ? 'complete' : 'loading';
}

const useStyles = createStyles(({ css, keyframes }) => {
  const slide = keyframes`from { transform: translateX(-100%); } to { transform: translateX(250%); }`;
  return {
    track: css`
      position: relative;
      height: 4px;
      overflow: hidden;
      background: color-mix(in srgb, var(--rp-primary) 20%, transparent);
      border-radius: 999px;
    `,
    bar: css`
      height: 100%;
      background: var(--rp-primary);
      border-radius: inherit;
      transition: width 200ms ease-out;
      [data-state='indeterminate'] > & {
        width: 40%;
        animation: ${slide} 1.1s ease-in-out infinite;
      }
      @media (prefers-reduced-motion: reduce) {
        transition: none;
        [data-state='indeterminate'] > & {
          animation: none;
          width: 100%;
          opacity: 0.6;
        }
      }
    `,
  };
});

/** A progress bar with the states of the specification (indeterminate, loading, complete). */
export function Progress({ value, max = 100, label, className }: ProgressProps) {
  const styles = useStyles();
  const state = progressState(value, max);
  const percent = state === 'indeterminate' ? undefined : progressPercent(value as number, max);
  return (
    <div
      className={className ? `${styles.track} ${className}` : styles.track}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={percent === undefined ? undefined : Math.min(max, Math.max(0, value as number))}
      data-state={state}
    >
      <div className={styles.bar} style={percent === undefined ? undefined : { width: `${percent}%` }} />
    </div>
  );
}
