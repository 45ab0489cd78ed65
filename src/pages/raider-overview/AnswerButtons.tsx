import type { SignupStatus } from '../../domain/raids/signup-types';
import { signupStatuses } from '../../domain/raids/signup-types';
import { statusLabels } from '../../domain/raids/signup-labels';
import { Button, Icon, createStyles } from '../../ui';
import { statusIcons } from '../raider-board/signup-display';

const useStyles = createStyles(({ css }) => ({
  /* Its own container: the answers follow the width of the card they are in, not of the whole panel. */
  frame: css`
    container-type: inline-size;
  `,
  group: css`
    /* One row where four fit, else a 2×2 grid: never one answer per line on a phone. */
    display: grid;
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: 6px;
    @container (min-width: 520px) {
      grid-template-columns: repeat(4, minmax(0, 1fr));
    }
    & > button {
      min-width: 0;
      padding-inline: 8px;
      white-space: normal;
      overflow-wrap: break-word;
    }
    button[aria-pressed='true'] {
      border-color: var(--rp-primary);
      background: color-mix(in srgb, var(--rp-primary) 24%, var(--rp-bg));
      box-shadow: inset 0 0 0 1px var(--rp-primary);
    }
  `,
}));

export interface AnswerButtonsProps {
  /** Names the group for screen readers, e.g. the raid's title and date. */
  label: string;
  current: SignupStatus | null;
  disabled: boolean;
  onAnswer: (status: SignupStatus) => void;
}

/** The four answers as one-click buttons; the current one is pressed. */
export function AnswerButtons({ label, current, disabled, onAnswer }: AnswerButtonsProps) {
  const styles = useStyles();
  return (
    <div className={styles.frame}>
      <div className={styles.group} role="group" aria-label={label}>
        {signupStatuses.map((status) => (
          // aria-disabled while saving, not disabled: the pressed button keeps focus for keyboard users.
          <Button
            key={status}
            variant="secondary"
            aria-pressed={current === status}
            aria-disabled={disabled || undefined}
            onClick={() => {
              if (!disabled) onAnswer(status);
            }}
          >
            <Icon name={statusIcons[status]} size={18} />
            {statusLabels[status]}
          </Button>
        ))}
      </div>
    </div>
  );
}
