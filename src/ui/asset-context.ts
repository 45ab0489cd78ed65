import { createContext, useContext } from 'react';
import type { IconLoader } from '../platform/icon-loader';

export interface AssetSettings {
  /**
   * Directory the build's files live in, where image URLs (`<assetBase>/_ipx/...`) start: `./` on the
   * site, the server's root for the widget. `''` makes root-relative URLs.
   */
  assetBase: string;
  /** Loads icons that are not bundled; `null` when no icon service is configured. */
  iconLoader: IconLoader | null;
}

/** Outside an app instance (a component rendered on its own) images are root-relative and no icon service is used. */
export const AssetContext = createContext<AssetSettings>({ assetBase: '', iconLoader: null });

/** The asset base and icon loader of the app instance this component renders in. */
export function useAssets(): AssetSettings {
  return useContext(AssetContext);
}
