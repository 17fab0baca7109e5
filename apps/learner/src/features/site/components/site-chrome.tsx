import { useApi } from '@learnforge/api-client/react';
import { AppHeader, type UserMenuItem, useSession } from '@learnforge/app-shell';
import { Box, Footer } from '@learnforge/ui';
import { useNavigate } from 'react-router';
import { isLinkForVisitor } from '../utils/menu-audience';
import { MenuLink } from './menu-link';

/** The signed-in learner's own pages, under their name in the header. */
const userMenuFor = (handle: string): UserMenuItem[] => [
  { label: 'My courses', href: '/my-courses' },
  { label: 'My profile', href: `/profile/${handle}` },
  { label: 'Payments', href: '/payments' },
];

/** The learner header: its navigation is the header menu the site keeps (001 §7). */
export function SiteHeader() {
  const navigate = useNavigate();
  const { user } = useSession();
  const menu = useApi('general-header-menu', {});
  const next = `${window.location.pathname}${window.location.search}`;
  // Until the menu arrives (or if it cannot), Home keeps the header usable.
  const items = menu.data?.results ?? [{ label: 'Home', url: '/', is_new: false, children: [] }];
  return (
    <AppHeader
      nav={
        <Box display="flex" gap="medium" flexWrap="wrap">
          {items.map((item) => (
            <MenuLink
              key={`${item.label} ${item.url}`}
              label={item.label}
              url={item.url}
              isNew={item.is_new}
            />
          ))}
        </Box>
      }
      onSignIn={() => navigate(`/login?next=${encodeURIComponent(next)}`)}
      userMenu={user ? userMenuFor(user.handle) : undefined}
    />
  );
}

/** The learner footer: columns of links from the footer menu, each link only for whom it serves. */
export function SiteFooter() {
  const menu = useApi('general-footer-menu', {});
  const { user, isLoading } = useSession();
  // Until the session is known nobody's links are shown, so none flash and vanish.
  const columns = isLoading
    ? []
    : (menu.data?.results ?? [])
        .map((column) => ({
          ...column,
          links: column.links.filter((link) => isLinkForVisitor(link.url, user)),
        }))
        .filter((column) => column.links.length > 0);
  return (
    <Footer
      links={
        <Box display="flex" gap="large" flexWrap="wrap">
          {columns.map((column) => (
            <section key={column.title} aria-label={column.title}>
              <Box display="flex" flexDirection="column" gap="xsmall">
                <strong>{column.title}</strong>
                {column.links.map((link) => (
                  <MenuLink
                    key={`${link.label} ${link.url}`}
                    label={link.label}
                    url={link.url}
                    isNew={link.is_new}
                  />
                ))}
              </Box>
            </section>
          ))}
        </Box>
      }
      legal={<>© {new Date().getFullYear()} Learnforge</>}
    />
  );
}
