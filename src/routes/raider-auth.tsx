import { Suspense, type ComponentType, type ReactNode } from 'react';
import { useApp } from '../instance/app-context';
import { useHeadingFocusOnChange } from '../instance/use-heading-focus';
import { DefaultLayout } from '../layouts';
import { RouteProgress, useStore } from '../ui';
import { useDiscordTicket } from './use-discord-ticket';

export { OfficerOnly } from './officer-only';

export interface RaiderAuthProps {
  children: ReactNode;
  /**
   * The sign-in form, lazily loaded (it suspends until its code is in): a raider who is signed in never
   * needs it, so it is not part of what every visit downloads.
   */
  signInForm: ComponentType;
}

/**
 * The raider-auth guard: a raider who is not signed in sees the sign-in form in place of the page.
 * Nothing redirects, so the URL and title stay and signing in reveals the page that was asked for.
 */
export function RaiderAuth({ children, signInForm: SignInForm }: RaiderAuthProps) {
  const { session } = useApp();
  const raider = useStore(session.$raider);
  useDiscordTicket();
  // Signing in or out swaps the whole page in place (the URL stays): the control that had focus is gone,
  // so focus goes to the new page's heading. Only from inside the app, never for a session restored on load.
  useHeadingFocusOnChange(raider !== null, { orLost: false });
  if (raider) return <>{children}</>;
  return (
    <DefaultLayout>
      {/* The header and footer stay while the form's code loads. */}
      <Suspense fallback={<RouteProgress />}>
        <SignInForm />
      </Suspense>
    </DefaultLayout>
  );
}
