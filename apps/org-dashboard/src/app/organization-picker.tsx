import { useApi } from '@learnforge/api-client/react';
import { OrganizationLinks, usePageTitle } from '@learnforge/app-shell';
import { ORGANIZATION_QUERY_PARAM } from '@learnforge/domain';
import { Box, SubHeader } from '@learnforge/ui';
import { useSearchParams } from 'react-router';
import { SearchField } from '../shared/components/search-field';

const PICKER_PAGE_SIZE = 50;

/**
 * What a super admin sees on the dashboard without `?organization=`: they belong to no organization,
 * so they pick one (searched by name or slug) and land on its first tab.
 */
export function OrganizationPicker() {
  usePageTitle('Choose an organization · Organization dashboard');
  const [params] = useSearchParams();
  const search = params.get('search') ?? '';
  const list = useApi('x-org-organizations', {
    query: { page_size: PICKER_PAGE_SIZE, ...(search ? { search } : {}) },
  });
  const rows = list.data?.results ?? [];
  return (
    <Box display="flex" flexDirection="column" gap="large">
      <SubHeader
        title="Choose an organization"
        description="As a super admin you can open the dashboard of any organization."
        headingLevel={1}
      />
      <search>
        <SearchField label="Search organizations" />
      </search>
      {list.error ? <p role="alert">{list.error.message}</p> : null}
      {list.isLoading ? <p role="status">Loading organizations…</p> : null}
      {list.data && rows.length === 0 ? <p>No organization matches.</p> : null}
      {rows.length > 0 ? (
        <OrganizationLinks
          organizations={rows}
          hrefOf={(slug) => `/my-courses?${ORGANIZATION_QUERY_PARAM}=${encodeURIComponent(slug)}`}
        />
      ) : null}
      {list.data && list.data.count > rows.length ? (
        <p>{`${list.data.count - rows.length} more: narrow the search.`}</p>
      ) : null}
    </Box>
  );
}
