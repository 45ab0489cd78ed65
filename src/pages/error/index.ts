export { ErrorPage, type ErrorPageProps } from './ErrorPage';
export { ErrorBoundary } from './ErrorBoundary';
export { errorText, type ErrorText } from './error-text';
