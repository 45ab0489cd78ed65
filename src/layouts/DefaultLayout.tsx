import { createStyles } from '../ui';
import type { LayoutProps } from './layout-props';
import { MainContent } from './MainContent';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
import { SkipLink } from './SkipLink';

const useStyles = createStyles(({ css }) => ({
  main: css`
    flex: 1 0 auto;
    display: flex;
    flex-direction: column;
    &:focus {
      outline: none;
    }
  `,
}));

/** Public pages: header with navigation, the page, footer. */
export function DefaultLayout({ children }: LayoutProps) {
  const styles = useStyles();
  return (
    <>
      <SkipLink targetId="rp-main" />
      <SiteHeader />
      <MainContent className={styles.main}>{children}</MainContent>
      <SiteFooter />
    </>
  );
}
