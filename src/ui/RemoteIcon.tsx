import { useEffect, useMemo, useState } from 'react';
import { createIconLoader } from '../platform/icon-loader';
import { useAssets } from './asset-context';

export interface RemoteIconProps {
  name: string;
  size: number;
  label?: string;
  className?: string;
  /** Overrides the app instance's icon service for this icon. */
  service?: string;
}

/**
 * An icon from the icon service, through the instance's loader (cached per instance). It renders
 * nothing while loading and after a failure: the loader has already logged the warning. Loaded on first
 * use by `<Icon>` (default export for import()).
 */
export default function RemoteIcon({ name, size, label, className, service }: RemoteIconProps) {
  const { iconLoader: instanceLoader } = useAssets();
  const ownLoader = useMemo(() => (service ? createIconLoader({ service }) : null), [service]);
  useEffect(() => () => ownLoader?.dispose(), [ownLoader]);
  const loader = ownLoader ?? instanceLoader;
  const [svg, setSvg] = useState<string | null>(() => loader?.peek(name) ?? null);

  useEffect(() => {
    if (!loader) {
      console.warn(`[raider-panel] failed to load icon ${name}: it is not bundled and no icon service is configured`);
      setSvg(null);
      return;
    }
    const cached = loader.peek(name);
    if (cached !== undefined) {
      setSvg(cached);
      return;
    }
    let active = true;
    setSvg(null);
    void loader.load(name).then((result) => {
      if (active) setSvg(result);
    });
    return () => {
      active = false;
    };
  }, [loader, name]);

  if (!svg) return null;
  return (
    <span
      className={className}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      data-icon={name}
      style={{ display: 'inline-flex', width: size, height: size, flex: 'none' }}
      // Sanitized by the loader: an <svg> root only, no scripts, handlers or foreign content.
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  );
}
