import { Box, Link } from '@learnforge/ui';
import { Link as RouterLink, useLocation } from 'react-router';

/** The recruiter's three tabs of the job portal (001 §2): Dashboard, All Jobs, Assessment. */
const TABS = [
  { label: 'Dashboard', to: '/job-portal' },
  { label: 'All Jobs', to: '/jobs' },
  { label: 'Assessments', to: '/assessments' },
] as const;

/**
 * The job portal's tab row. Each tab is a page with its own address (so a reload or a shared link opens
 * the same tab), hence links marked `aria-current` rather than an in-page tab list.
 */
export function JobPortalTabs() {
  const { pathname } = useLocation();
  const current = TABS.find((tab) => pathname === tab.to || pathname.startsWith(`${tab.to}/`));
  return (
    <nav aria-label="Job portal">
      <Box
        as="ul"
        display="flex"
        gap="large"
        flexWrap="wrap"
        style={{ listStyle: 'none', margin: 0, padding: 0 }}
      >
        {TABS.map((tab) => (
          <li key={tab.to}>
            <Link
              as={RouterLink}
              to={tab.to}
              weight={current === tab ? 'strong' : undefined}
              aria-current={current === tab ? 'page' : undefined}
            >
              {tab.label}
            </Link>
          </li>
        ))}
      </Box>
    </nav>
  );
}
