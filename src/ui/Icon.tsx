import { bundledIcons, type IconName } from './icons';

export interface IconProps {
  name: IconName;
  /** Edge length in px. @default 20 */
  size?: number;
  /** Accessible name; without it the icon is decorative and hidden from screen readers. */
  label?: string;
  className?: string;
}

/** A bundled inline SVG icon; decorative unless it gets a label. */
export function Icon({ name, size = 20, label, className }: IconProps) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
    >
      <path d={bundledIcons[name]} />
    </svg>
  );
}
