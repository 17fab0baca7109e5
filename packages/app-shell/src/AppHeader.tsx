import { useApiClient } from '@learnforge/api-client/react';
import { Badge, Button, Header, Link, Switch, VisuallyHidden } from '@learnforge/ui';
import { vars } from '@learnforge/ui/css';
import { useAtom } from 'jotai';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
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
  /**
   * The signed-in person's own pages (profile, payments, settings), shown with Sign out in a menu under
   * their name; without it the name and Sign out sit in the bar.
   */
  userMenu?: readonly UserMenuItem[];
}

export interface UserMenuItem {
  label: string;
  href: string;
}

/** The header all three apps share: brand, the app's navigation, theme switch and the session. */
export function AppHeader({ area, nav, onSignIn, homeHref = '/', userMenu }: AppHeaderProps) {
  const [theme, setTheme] = useAtom(themeAtom);
  const { user, isLoading, refresh } = useSession();
  const apiClient = useApiClient();
  const signOut = async () => {
    await apiClient.call('x-auth-logout', {});
    await refresh();
  };
  const signIn = onSignIn ? (
    <Button onClick={onSignIn}>Sign in</Button>
  ) : (
    <Link href={signInHref()}>Sign in</Link>
  );
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
          {isLoading ? (
            // Until the session is known, an invisible Sign in holds its place, so the theme switch beside it does
            // not move when it appears (issue 15, layout shift; ADR 0094). Hidden, it is neither read nor focused.
            <span style={{ visibility: 'hidden' }}>{signIn}</span>
          ) : user && userMenu ? (
            <>
              {/* 000 §6: a user has a premium plan when premiumPlanId is an integer. */}
              {user.premiumPlanId !== null ? (
                <Link as={RouterLink} to="/premium/checkout/" underline="hover">
                  <Badge tone="caution" variant="solid">
                    Premium
                  </Badge>
                  <VisuallyHidden> member: your plan</VisuallyHidden>
                </Link>
              ) : null}
              <UserMenu name={user.name} items={userMenu} onSignOut={signOut} />
            </>
          ) : user ? (
            <>
              <span>
                <VisuallyHidden>Signed in as </VisuallyHidden>
                {user.name}
              </span>
              <Button variant="ghost" onClick={signOut}>
                Sign out
              </Button>
            </>
          ) : (
            signIn
          )}
        </>
      }
    />
  );
}

/**
 * A disclosure under the person's name (a button with `aria-expanded` and a list of links, not an ARIA
 * menu, so links stay links for screen readers). Escape or a click elsewhere closes it.
 */
function UserMenu({
  name,
  items,
  onSignOut,
}: {
  name: string;
  items: readonly UserMenuItem[];
  onSignOut: () => Promise<void>;
}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);
  return (
    <div ref={root} style={{ position: 'relative' }}>
      <Button variant="ghost" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        <VisuallyHidden>Account menu for </VisuallyHidden>
        {name}
      </Button>
      <div
        id={panelId}
        hidden={!open}
        style={{
          position: 'absolute',
          right: 0,
          top: '100%',
          zIndex: 200,
          minWidth: '12rem',
          padding: vars.space.small,
          backgroundColor: vars.color.surface.overlay,
          border: `1px solid ${vars.color.border.subtle}`,
          borderRadius: vars.radius.medium,
          boxShadow: vars.shadow.medium,
        }}
      >
        <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xsmall }}>
          {items.map((item) => (
            <li key={item.href}>
              <Link as={RouterLink} to={item.href} onClick={() => setOpen(false)}>
                {item.label}
              </Link>
            </li>
          ))}
          <li>
            <Button variant="ghost" onClick={() => void onSignOut()}>
              Sign out
            </Button>
          </li>
        </ul>
      </div>
    </div>
  );
}
