import { pageChrome } from '@learnforge/domain';
import { PageShell, RouteProgress, SubHeader } from '@learnforge/ui';
import { useAtomValue } from 'jotai';
import { type ReactNode, useLayoutEffect } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { usePageChrome } from './chrome';
import { entityTitleAtom } from './page-title';

export interface RootLayoutProps {
  /** The app's header, shown when the page asks for one and does not hide it. */
  header: ReactNode;
  /** The app's footer, shown when the page asks for one. */
  footer: ReactNode;
  /** Product area for the document title, e.g. "Organization dashboard". */
  appTitle: string;
}

/** The frame of every page: route-change progress bar, then header, sub-header and footer as the page supplies. */
export function RootLayout({ header, footer, appTitle }: RootLayoutProps) {
  const navigation = useNavigation();
  const chrome = usePageChrome();
  // The error route renders its own page outside this layout, so here it is never the error page.
  const shown = pageChrome({
    isErrorPage: false,
    header: Boolean(chrome.header),
    hideHeader: Boolean(chrome.hideHeader),
    subHeader: Boolean(chrome.subHeader),
    footer: Boolean(chrome.footer),
  });
  const { pathname } = useLocation();
  const entityTitle = useAtomValue(entityTitleAtom);
  // A page that names an entity (a problem, a course) titles the tab by it; the route's title is the fallback.
  const title = entityTitle?.path === pathname ? entityTitle.title : chrome.title;
  // Layout effect: see usePageTitle; the title changes with the content it names, not a frame after it.
  useLayoutEffect(() => {
    document.title = title ? `${title} · ${appTitle}` : appTitle;
  }, [title, appTitle]);
  return (
    <>
      <RouteProgress active={navigation.state !== 'idle'} />
      <PageShell
        header={shown.header ? header : undefined}
        subHeader={
          shown.subHeader && chrome.subHeader ? (
            <SubHeader title={chrome.subHeader.title} description={chrome.subHeader.description} />
          ) : undefined
        }
        footer={shown.footer ? footer : undefined}
        fluid={Boolean(chrome.fluid)}
      >
        <Outlet />
      </PageShell>
    </>
  );
}
