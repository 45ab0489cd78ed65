import { useLocation } from 'react-router-dom';
import { useApp } from './app-context';
import { useHeadingFocusOnChange } from './use-heading-focus';

/**
 * After a navigation, focus goes to the new page's heading. The site also does it when focus was lost
 * to `<body>` (back and forward buttons); a widget only when focus was inside it.
 */
export function RouteFocus() {
  const { pathname } = useLocation();
  const { kind } = useApp();
  useHeadingFocusOnChange(pathname, { orLost: kind === 'site' });
  return null;
}
