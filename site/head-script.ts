import type { ResolvedColorMode } from '../src/platform/color-mode';
import { prepareFirstPaint } from './first-paint';

/** The routes that force a colour mode (the route table's), put in by the build. */
declare const __RAIDER_PANEL_FORCED_ROUTES__: Record<string, ResolvedColorMode>;

prepareFirstPaint(__RAIDER_PANEL_FORCED_ROUTES__);
