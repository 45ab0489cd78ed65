import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { RouterLink } from './RouterLink';
import { createStyles, type Emotion } from './emotion';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';

function buttonStyles({ css }: Emotion) {
  const base = css`
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: 8px;
    min-height: 44px;
    padding: 10px 18px;
    border-radius: var(--rp-radius);
    border: 1px solid transparent;
    font-size: 16px;
    font-weight: 600;
    line-height: 1.2;
    text-decoration: none;
    cursor: pointer;
    transition:
      background-color 120ms ease,
      border-color 120ms ease;
    &:disabled,
    &[aria-disabled='true'] {
      cursor: not-allowed;
      opacity: 0.6;
    }
  `;
  return {
    primary: css`
      ${base};
      background: var(--rp-primary);
      color: var(--rp-on-primary);
      &:hover:not(:disabled) {
        background: var(--rp-primary-hover);
      }
    `,
    secondary: css`
      ${base};
      background: var(--rp-surface-raised);
      color: var(--rp-text);
      border-color: var(--rp-border);
      &:hover:not(:disabled) {
        border-color: var(--rp-primary);
      }
    `,
    ghost: css`
      ${base};
      background: transparent;
      color: inherit;
      &:hover:not(:disabled) {
        background: color-mix(in srgb, currentColor 10%, transparent);
      }
    `,
  } satisfies Record<ButtonVariant, string>;
}

const useButtonStyles = createStyles(buttonStyles);

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** @default 'primary' */
  variant?: ButtonVariant;
}

/** A button in one of the three variants; its ref reaches the `<button>` (to move focus back to it). */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'primary', className, type = 'button', ...props },
  ref,
) {
  const styles = useButtonStyles();
  return <button ref={ref} type={type} className={className ? `${styles[variant]} ${className}` : styles[variant]} {...props} />;
});

export interface ButtonLinkProps {
  to: string;
  /** @default 'primary' */
  variant?: ButtonVariant;
  children: ReactNode;
}

/** A link inside the app that looks like a button (calls to action). */
export function ButtonLink({ to, variant = 'primary', children }: ButtonLinkProps) {
  const styles = useButtonStyles();
  return (
    <RouterLink to={to} className={styles[variant]}>
      {children}
    </RouterLink>
  );
}
