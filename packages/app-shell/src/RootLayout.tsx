import { PageShell, RouteProgress, SubHeader } from '@learnforge/ui';
import { type ReactNode, useEffect } from 'react';
import { Outlet, useNavigation } from 'react-router';
import { usePageChrome } from './chrome';

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
  useEffect(() => {
    document.title = chrome.title ? `${chrome.title} · ${appTitle}` : appTitle;
  }, [chrome.title, appTitle]);
  return (
    <>
      <RouteProgress active={navigation.state !== 'idle'} />
      <PageShell
        header={chrome.header && !chrome.hideHeader ? header : undefined}
        subHeader={
          chrome.subHeader ? (
            <SubHeader title={chrome.subHeader.title} description={chrome.subHeader.description} />
          ) : undefined
        }
        footer={chrome.footer ? footer : undefined}
      >
        <Outlet />
      </PageShell>
    </>
  );
}
