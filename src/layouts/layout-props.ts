import type { ReactNode } from 'react';
import type { RouteRecord } from '../routes/route-table';

export interface LayoutProps {
  /** The route this layout frames (absent for the 404 and the sign-in form). */
  route?: RouteRecord;
  children: ReactNode;
}
