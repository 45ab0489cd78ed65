import type { ReactNode } from 'react';
import { useApp } from '../instance/app-context';
import { useHeadingFocusOnChange } from '../instance/use-heading-focus';
import { DefaultLayout } from '../layouts';
import { SignInForm } from '../pages/sign-in';
import { useStore } from '../ui';

export { OfficerOnly } from './officer-only';

/**
 * The raider-auth guard: a raider who is not signed in sees the sign-in form in place of the page.
 * Nothing redirects, so the URL and title stay and signing in reveals the page that was asked for.
 */
export function RaiderAuth({ children }: { children: ReactNode }) {
  const { session } = useApp();
  const raider = useStore(session.$raider);
  // Signing in or out swaps the whole page in place (the URL stays): the control that had focus is gone,
  // so focus goes to the new page's heading. Only from inside the app, never for a session restored on load.
  useHeadingFocusOnChange(raider !== null, { orLost: false });
  if (raider) return <>{children}</>;
  return (
    <DefaultLayout>
      <SignInForm />
    </DefaultLayout>
  );
}
