import { Badge, Link } from '@learnforge/ui';
import { Link as RouterLink } from 'react-router';

/** Paths served by the other apps or another site: a full page load, not a route change. */
const outsideThisApp = /^(https?:|mailto:|\/organization-dashboard|\/dashboard-next|\/storybook|\/api\/)/;

export interface MenuLinkProps {
  label: string;
  url: string;
  isNew?: boolean;
}

/** One link of a menu the server sends; learner pages navigate inside the app. */
export function MenuLink({ label, url, isNew = false }: MenuLinkProps) {
  const content = (
    <>
      {label}
      {isNew ? (
        <>
          {' '}
          <Badge tone="brandAccent">New</Badge>
        </>
      ) : null}
    </>
  );
  return outsideThisApp.test(url) ? (
    <Link href={url} tone="neutral" underline="hover">
      {content}
    </Link>
  ) : (
    <Link as={RouterLink} to={url} tone="neutral" underline="hover">
      {content}
    </Link>
  );
}
