import { bundledIcons, type IconName } from './icons';
import { lazyPart } from './lazy-part';

/** Icons that are not bundled are rare: their component (and the loader behind it) loads on first use. */
const remoteIcon = lazyPart('remote icon', () => import('./RemoteIcon'));

export interface IconProps {
  /** A bundled icon, or the name of an icon to load from the icon service (`<service>/<name>.svg`). */
  name: IconName | (string & {});
  /** Edge length in px. @default 20 */
  size?: number;
  /** Accessible name; without it the icon is decorative and hidden from screen readers. */
  label?: string;
  className?: string;
  /**
   * Icon service for this icon only; by default the app instance's `iconService` option. Used only for
   * names that are not bundled.
   */
  service?: string;
}

function isBundled(name: string): name is IconName {
  return Object.prototype.hasOwnProperty.call(bundledIcons, name);
}

/**
 * An icon; decorative unless it gets a label. Bundled icons render inline, with no request. Any other
 * name is loaded from the icon service and renders nothing until it arrives — or at all, when it fails.
 */
export function Icon({ name, size = 20, label, className, service }: IconProps) {
  if (!isBundled(name)) return <remoteIcon.Component name={name} size={size} label={label} className={className} service={service} />;
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
