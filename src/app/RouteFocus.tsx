import { useLocation } from 'react-router-dom';
import { useApp } from '../instance/app-context';
import { useHeadingFocusOnChange } from '../instance/use-heading-focus';

/**
 * After a navigation, focus goes to the new page's heading. The site also does it when focus was lost
 * to `<body>` (back and forward buttons); a widget only when focus was inside it. `firstPath`: the
 * app's first page, when this renders later than the app (it is loaded after the first paint).
 */
export function RouteFocus({ firstPath }: { firstPath?: string }) {
  const { pathname } = useLocation();
  const { kind } = useApp();
  useHeadingFocusOnChange(pathname, { orLost: kind === 'site', firstPage: firstPath });
  return null;
}
