import { AppHeader } from '@learnforge/app-shell';
import { Footer, Link } from '@learnforge/ui';
import { Link as RouterLink, useNavigate } from 'react-router';

export function LearnerHeader() {
  const navigate = useNavigate();
  const next = `${window.location.pathname}${window.location.search}`;
  return (
    <AppHeader
      nav={
        <Link as={RouterLink} to="/" tone="neutral" underline="hover">
          Home
        </Link>
      }
      onSignIn={() => navigate(`/login?next=${encodeURIComponent(next)}`)}
    />
  );
}

export function LearnerFooter() {
  return (
    <Footer
      links={
        <>
          <Link href="/organization-dashboard/" tone="neutral">
            For organizations
          </Link>
          <Link href="/dashboard-next/" tone="neutral">
            Staff tools
          </Link>
        </>
      }
      legal={<>© {new Date().getFullYear()} Learnforge</>}
    />
  );
}
