export { AppHeader, type AppHeaderProps } from './AppHeader';
export { AppProviders } from './AppProviders';
export { type PageChrome, type RouteHandle, usePageChrome } from './chrome';
export { apiClient } from './client';
export { RequireRole, signInHref } from './RequireRole';
export { RootLayout, type RootLayoutProps } from './RootLayout';
export { NotFoundPage, RouteErrorPage } from './RouteErrorPage';
export { hasAnyRole, type SessionState, useSession } from './session';
export { themeAtom } from './theme-state';
