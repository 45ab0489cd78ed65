import { useLocation } from 'react-router-dom';
import { useUiStrings } from '../../ui';
import { ErrorPage } from '../error';

/** The catch-all route: the error page (404) naming the path exactly as it was asked for. */
export function NotFoundPage() {
  const { pathname, search, hash } = useLocation();
  const strings = useUiStrings();
  return <ErrorPage statusCode={404} message={strings.pageNotFound(`${pathname}${search}${hash}`)} />;
}
