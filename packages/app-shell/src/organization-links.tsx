import type { RowOf } from '@learnforge/api-client';
import { Box, Link } from '@learnforge/ui';
import { Link as RouterLink } from 'react-router';

type Organization = RowOf<'x-org-organizations'>;

/**
 * The organizations a super admin may open, one link each with its kind and slug: the organization
 * dashboard's picker and the staff tools' deal history both list them this way.
 */
export function OrganizationLinks({
  organizations,
  hrefOf,
}: {
  organizations: readonly Organization[];
  /** Where choosing an organization leads, e.g. the same page with `?organization={slug}`. */
  hrefOf: (slug: string) => string;
}) {
  return (
    <nav aria-label="Organizations">
      <Box as="ul" display="flex" flexDirection="column" gap="small">
        {organizations.map((organization) => (
          <li key={organization.slug}>
            <Link as={RouterLink} to={hrefOf(organization.slug)}>
              {organization.name}
            </Link>{' '}
            ({organization.organization_type}, {organization.slug})
          </li>
        ))}
      </Box>
    </nav>
  );
}
