import { useApiClient } from '@learnforge/api-client/react';
import { Button, Header, Link, Switch, VisuallyHidden } from '@learnforge/ui';
import { useAtom } from 'jotai';
import type { ReactNode } from 'react';
import { signInHref } from './RequireRole';
import { useSession } from './session';
import { themeAtom } from './theme-state';

export interface AppHeaderProps {
  /** Product area shown beside the brand, e.g. "Organization dashboard". */
  area?: string;
  nav?: ReactNode;
  /** What "Sign in" does; by default it goes to the learner app's sign-in page and back. */
  onSignIn?: () => void;
  /** Where the brand leads: the app's own home (the staff tools' for staff), the learner home by default. */
  homeHref?: string;
}

/** The header all three apps share: brand, the app's navigation, theme switch and the session. */
export function AppHeader({ area, nav, onSignIn, homeHref = '/' }: AppHeaderProps) {
  const [theme, setTheme] = useAtom(themeAtom);
  const { user, isLoading, refresh } = useSession();
  const apiClient = useApiClient();
  const signOut = async () => {
    await apiClient.call('x-auth-logout', {});
    await refresh();
  };
  return (
    <Header
      brand={
        <Link href={homeHref} weight="strong" underline="hover" tone="neutral">
          Learnforge{area ? ` · ${area}` : ''}
        </Link>
      }
      nav={nav}
      actions={
        <>
          <Switch
            label="Dark theme"
            checked={theme === 'dark'}
            onCheckedChange={(on) => setTheme(on ? 'dark' : 'light')}
          />
          {isLoading ? null : user ? (
            <>
              <span>
                <VisuallyHidden>Signed in as </VisuallyHidden>
                {user.name}
              </span>
              <Button variant="ghost" onClick={signOut}>
                Sign out
              </Button>
            </>
          ) : onSignIn ? (
            <Button onClick={onSignIn}>Sign in</Button>
          ) : (
            <Link href={signInHref()}>Sign in</Link>
          )}
        </>
      }
    />
  );
}
