import { preloadApi, useApi, useApiClient } from '@learnforge/api-client/react';
import { AppHeader, apiClient, type UserMenuItem, usePageChrome, useSession } from '@learnforge/app-shell';
import { ClassStatus, classStatusLabel, contestPath, formatDateTime, problemPath } from '@learnforge/domain';
import { Badge, Box, Combobox, type ComboboxOption, Footer, Link, VisuallyHidden } from '@learnforge/ui';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { isLinkForVisitor } from '../utils/menu-audience';
import { MenuLink } from './menu-link';
import * as styles from './site-chrome.css';

/** The signed-in learner's own pages, under their name in the header. */
const userMenuFor = (handle: string): UserMenuItem[] => [
  { label: 'My courses', href: '/my-courses' },
  { label: 'My profile', href: `/profile/${handle}` },
  { label: 'Bookmarks', href: '/explore?bookmarked=true' },
  { label: 'Jobs and applications', href: '/jobs' },
  { label: 'Payments', href: '/payments' },
  { label: 'Rewards', href: '/rewards' },
  { label: 'Account settings', href: '/account' },
  { label: 'Account security', href: '/account/security' },
];

/**
 * Starts what the header and footer of every page show (their menus and the site settings) as the app starts,
 * alongside the first page's code, rather than after it (issue 15).
 */
export function preloadSiteChrome() {
  preloadApi(apiClient, 'general-header-menu', {});
  preloadApi(apiClient, 'general-subheader-menu', {});
  preloadApi(apiClient, 'general-footer-menu', {});
  preloadApi(apiClient, 'x-site-settings', {});
}

/** The learner header: its navigation is the header menu the site keeps (001 §7). */
export function SiteHeader() {
  const navigate = useNavigate();
  const { user } = useSession();
  const menu = useApi('general-header-menu', {});
  const next = `${window.location.pathname}${window.location.search}`;
  // Until the menu arrives (or if it cannot), Home keeps the header usable.
  const items = menu.data?.results ?? [{ label: 'Home', url: '/', is_new: false, children: [] }];
  return (
    <>
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
      <PracticeShortcuts />
    </>
  );
}

/**
 * The sub-header menu the site keeps (001 §7): shortcuts to the practice pages, in a band under the
 * header. Full-height pages (the problem's split view) leave it out so their panes keep the screen.
 */
function PracticeShortcuts() {
  const menu = useApi('general-subheader-menu', {});
  const { fluid } = usePageChrome();
  const items = menu.data?.results ?? [];
  const pending = menu.data === undefined && !menu.error;
  if (fluid) return null;
  return (
    <div className={styles.subheader}>
      <div className={styles.band}>
        <nav aria-label="Practice shortcuts" className={styles.shortcutsNav}>
          <ul className={styles.shortcuts}>
            {pending ? (
              <li aria-hidden="true" className={styles.shortcutPlaceholder}>
                <Badge tone="brandAccent">New</Badge>
              </li>
            ) : null}
            {items.map((item) => (
              <li key={`${item.label} ${item.url}`}>
                <MenuLink label={item.label} url={item.url} isNew={item.is_new} />
              </li>
            ))}
          </ul>
        </nav>
        <GlobalSearch />
      </div>
    </div>
  );
}

/**
 * Global search (explore-global-search): problems, courses and contests as the person types, chosen with the
 * arrow keys and Enter or the pointer, and opened at once. The field empties on every new page.
 */
function GlobalSearch() {
  const apiClient = useApiClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const load = async (q: string, signal: AbortSignal): Promise<ComboboxOption[]> => {
    const found = await apiClient.call('explore-global-search', { query: { q } }, { signal });
    return [
      ...found.problems.map((problem) => ({
        value: problemPath(problem.slug),
        label: problem.title,
        description: `Problem · ${problem.difficulty}`,
      })),
      ...found.courses.map((course) => ({
        value: `/courses/${course.course_slug}`,
        label: course.course_name,
        description: 'Course',
      })),
      ...found.contests.map((contest) => ({
        value: contestPath(contest.slug),
        label: contest.name,
        // An upcoming contest says when it starts: that is what a person searching for it wants next.
        description:
          contest.status_code === ClassStatus.Upcoming
            ? `Contest · starts ${formatDateTime(contest.start_time)}`
            : `Contest · ${classStatusLabel(contest.status_code)}`,
      })),
    ];
  };
  return (
    <search className={styles.search}>
      <Combobox
        key={pathname}
        size="small"
        label={<VisuallyHidden>Search problems, courses and contests</VisuallyHidden>}
        placeholder="Search problems, courses and contests"
        loadOptions={load}
        minQueryLength={2}
        emptyMessage="Nothing matches"
        value={null}
        onValueChange={(option) => {
          if (option) navigate(option.value);
        }}
      />
    </search>
  );
}

/** The learner footer: columns of links from the footer menu, each link only for whom it serves. */
export function SiteFooter() {
  const menu = useApi('general-footer-menu', {});
  const settings = useApi('x-site-settings', {});
  // The Help form is on unless a super admin switched it off (Staff tools → Site settings).
  const helpOn = settings.data !== undefined && settings.data.settings['feature.help_form'] !== false;
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
      legal={
        <>
          © {new Date().getFullYear()} Learnforge
          {helpOn ? (
            <>
              {' · '}
              <Link as={RouterLink} to="/help">
                Help
              </Link>
            </>
          ) : null}
        </>
      }
    />
  );
}
