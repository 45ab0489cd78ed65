import type { ReactNode } from 'react';
import type { GameClass } from '../domain/game/game-pack-types';
import { createStyles } from './emotion';
import { inkOn } from './class-colour';

const useStyles = createStyles(({ css }) => ({
  badge: css`
    display: inline-flex;
    align-items: center;
    gap: 4px;
    padding: 1px 8px 1px 4px;
    border-radius: 999px;
    /* The page's own text colour around the chip: a light chip on a light page keeps its edge. */
    box-shadow: inset 0 0 0 1px rgb(0 0 0 / 0.25);
    font-size: 13px;
    font-weight: 600;
    line-height: 1.5;
    white-space: nowrap;
    vertical-align: baseline;
    svg {
      flex: none;
    }
  `,
}));

export interface ClassBadgeProps {
  /** The class as the game pack has it; unknown (a class the pack no longer has): the id in words, no colour. */
  gameClass: Pick<GameClass, 'name' | 'colour' | 'icon'> | undefined;
  /** What to write; @default the class name */
  children?: ReactNode;
  className?: string;
}

/**
 * A game class shown as raiders know it: its icon, its colour and its name, never the colour alone.
 * The colour is the chip's background and the text is written in the ink that reads on it (≥ 4.5:1).
 */
export function ClassBadge({ gameClass, children, className }: ClassBadgeProps) {
  const styles = useStyles();
  const colour = gameClass?.colour ?? '#e2e8f0';
  return (
    <span className={[styles.badge, className].filter(Boolean).join(' ')} style={{ background: colour, color: inkOn(colour) }}>
      {gameClass && (
        <svg width={16} height={16} viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
          <path d={gameClass.icon} />
        </svg>
      )}
      <span>{children ?? gameClass?.name ?? '?'}</span>
    </span>
  );
}
