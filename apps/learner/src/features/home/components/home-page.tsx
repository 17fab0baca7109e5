import { hasAnyRole, useSession } from '@learnforge/app-shell';
import { AREA_ROLES } from '@learnforge/domain';
import { Box, Card, Link } from '@learnforge/ui';
import { Link as RouterLink } from 'react-router';

/** The learner home: who is signed in and where to go next. */
export function HomePage() {
  const { user, isLoading } = useSession();
  const isOrgAdmin = hasAnyRole(user, AREA_ROLES.orgDashboard);
  const isStaff = hasAnyRole(user, AREA_ROLES.staffTools);
  return (
    <Box display="flex" flexDirection="column" gap="large">
      <section aria-labelledby="welcome-heading">
        <h1 id="welcome-heading">{user ? `Welcome back, ${user.name}` : 'Learn, practise and get hired'}</h1>
        <p>
          Courses and batches, coding problems judged for real, contests and quizzes, jobs and a premium plan:
          all in one place.
        </p>
        {isLoading || user ? null : (
          <Box display="flex" gap="small">
            <Link as={RouterLink} to="/signup" weight="strong">
              Create a free account
            </Link>
            <Link as={RouterLink} to="/login">
              Sign in
            </Link>
          </Box>
        )}
      </section>
      <Box display="grid" gap="medium">
        {user?.organization ? (
          <Card title={user.organization.name}>
            <p>
              You are part of this {user.organization.type}. Your batches and reports are shared with its
              administrators.
            </p>
          </Card>
        ) : null}
        {isOrgAdmin ? (
          <Card title="Organization dashboard">
            <p>Reports on your people’s courses, contests and progress, and the licences you manage.</p>
            <Link href="/organization-dashboard/">Open the organization dashboard</Link>
          </Card>
        ) : null}
        {isStaff ? (
          <Card title="Staff tools">
            <p>Author problems and courses, create coupons and post jobs.</p>
            <Link href="/dashboard-next/">Open the staff tools</Link>
          </Card>
        ) : null}
      </Box>
    </Box>
  );
}
