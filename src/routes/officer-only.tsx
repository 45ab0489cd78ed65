import type { ReactNode } from 'react';
import { useApp } from '../instance/app-context';
import { isOfficer } from '../domain/accounts/account-types';
import { useStore } from '../ui';
import { Page } from '../ui/Page';
import { useRoleRefresh } from './use-role-refresh';

/**
 * The officer guard, inside the raider area: officers and admins see the page; a raider who opens its
 * address sees a Polish "no access" page in its place (the URL and title stay, nothing redirects). The
 * server refuses the data to raiders anyway (403); this only spares them a page that cannot load.
 */
export function OfficerOnly({ children }: { children: ReactNode }) {
  const { session } = useApp();
  const raider = useStore(session.$raider);
  // Promoted since signing in: the page opens without signing in again.
  useRoleRefresh();
  if (isOfficer(raider?.role)) return <>{children}</>;
  return (
    <Page
      eyebrow="Panel rajdowca"
      title="Brak dostępu"
      lead="Tę stronę widzą tylko oficerowie i administratorzy gildii. Jeśli ta strona jest Ci potrzebna, poproś administratora o rolę oficera."
    />
  );
}
