import { useEffect, useMemo, type ReactNode } from 'react';
import { createDeferredIconLoader } from '../platform/deferred-icon-loader';
import { AssetContext, type AssetSettings } from './asset-context';

export interface AssetProviderProps {
  /** See `AssetSettings.assetBase`. */
  assetBase: string;
  /** Base URL of an icon service for icons that are not bundled; none: only bundled icons show. */
  iconService?: string;
  children?: ReactNode;
}

/**
 * Gives one app instance its asset base and its own icon loader (its own cache): two widgets on a page
 * never share a cache or a request. Requests still in flight are aborted when the instance unmounts.
 */
export function AssetProvider({ assetBase, iconService, children }: AssetProviderProps) {
  const iconLoader = useMemo(() => (iconService ? createDeferredIconLoader({ service: iconService }) : null), [iconService]);
  useEffect(() => () => iconLoader?.dispose(), [iconLoader]);
  const value = useMemo<AssetSettings>(() => ({ assetBase, iconLoader }), [assetBase, iconLoader]);
  return <AssetContext.Provider value={value}>{children}</AssetContext.Provider>;
}
