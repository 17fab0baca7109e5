import { AppProviders, preloadSession } from '@learnforge/app-shell';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { router } from './app/router';
import { preloadSiteChrome } from './features/site/components/site-chrome';

// Every page's header asks who is signed in and shows the site's menus: asked now, alongside the first page's code.
preloadSession();
preloadSiteChrome();
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
