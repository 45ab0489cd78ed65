export { createInstanceEmotion, createStyles, EmotionContext, useEmotion, type Emotion } from './emotion';
export { baseCss, insertBaseStyles, visuallyHiddenCss } from './base-css';
export { inlineSelectCss, inverseSurfaceCss, themeCss, type ThemeScope } from './tokens';
export { Button, ButtonLink, type ButtonProps, type ButtonVariant } from './Button';
export { RouterLink, RouterNavLink, type RouterLinkProps, type RouterNavLinkProps } from './RouterLink';
export { Icon, type IconProps } from './Icon';
export { bundledIcons, type IconName } from './icons';
export { Image, type ImageProps } from './Image';
export { AssetContext, useAssets, type AssetSettings } from './asset-context';
export { AssetProvider, type AssetProviderProps } from './AssetProvider';
export { useCardStyles } from './card-styles';
// <Page> (./Page.tsx) frames the pages loaded with import(), never the home page: they import it from
// there. A re-export here would bundle it into the initial core with this barrel (`npm run size`).
export type { PageProps } from './Page';
export { Progress, progressPercent, progressState, type ProgressProps, type ProgressState } from './Progress';
export { RouteProgress } from './RouteProgress';
export { useStore } from './use-store';
export { PortalRootContext, usePortalRoot } from './portal-root';
export { Tooltip, TooltipProvider, type TooltipProps, type TooltipStore } from './tooltip';
export {
  Toaster,
  ToastContext,
  createToastStore,
  useToast,
  type ToastApi,
  type ToastOptions,
  type ToastStore,
  type ToasterProps,
} from './toast';
export { defaultUiLocale, isUiLocale, uiLocales, uiStrings, type UiLocale, type UiStrings } from './ui-strings';
export { UiStringsContext, useUiStrings } from './ui-strings-context';
export { useDismiss, type DismissReason } from './use-dismiss';
