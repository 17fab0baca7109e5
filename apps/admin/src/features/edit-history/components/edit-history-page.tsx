import { useApi } from '@learnforge/api-client/react';
import { OrganizationLinks, QueryView, RequireRole, useSession } from '@learnforge/app-shell';
import { EDIT_HISTORY_READERS, formatDateTime, ORGANIZATION_QUERY_PARAM } from '@learnforge/domain';
import { Box, Card, DiffView, Pagination, TextField } from '@learnforge/ui';
import { useState } from 'react';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { useStaffTitle } from '../../../shared/staff-title';

const ENTITY_TYPES = {
  problem: { label: 'Problem', roles: EDIT_HISTORY_READERS.problem },
  organization_deal: { label: 'Organization deal', roles: EDIT_HISTORY_READERS.organization_deal },
  course: { label: 'Course', roles: EDIT_HISTORY_READERS.course },
  live_class: { label: 'Live class', roles: EDIT_HISTORY_READERS.live_class },
  track: { label: 'Track', roles: EDIT_HISTORY_READERS.track },
  course_feature: { label: 'Course feature', roles: EDIT_HISTORY_READERS.course_feature },
  coupon: { label: 'Coupon', roles: EDIT_HISTORY_READERS.coupon },
  key_value: { label: 'Site setting', roles: EDIT_HISTORY_READERS.key_value },
} as const;
type EntityType = keyof typeof ENTITY_TYPES;
const PAGE_SIZE = 20;

/** Strings as they are (so a statement diffs line by line); anything else as indented JSON. */
export function valueText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  return JSON.stringify(value, null, 2);
}

const PICKER_PAGE_SIZE = 50;

/**
 * A deal belongs to an organization, and a super admin belongs to none: they name it in
 * `?organization=`, picked here by searching names and slugs (the organization dashboard's picker).
 */
function OrganizationPicker() {
  const [search, setSearch] = useState('');
  const location = useLocation();
  const list = useApi('x-org-organizations', {
    query: { page_size: PICKER_PAGE_SIZE, ...(search.trim() ? { search: search.trim() } : {}) },
  });
  const rows = list.data?.results ?? [];
  return (
    <Card as="section" headingLevel={2} title="Whose deal is it?">
      <Box display="flex" flexDirection="column" gap="medium">
        <p>A deal belongs to one organization: choose it to read the deal's history.</p>
        <search>
          <TextField
            type="search"
            label="Search organizations"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </search>
        {list.error ? <p role="alert">{list.error.message}</p> : null}
        {list.data && rows.length === 0 ? <p role="status">No organization matches.</p> : null}
        {rows.length > 0 ? (
          <OrganizationLinks
            organizations={rows}
            hrefOf={(slug) => `${location.pathname}?${ORGANIZATION_QUERY_PARAM}=${encodeURIComponent(slug)}`}
          />
        ) : null}
      </Box>
    </Card>
  );
}

export function EditHistory({ entityType, entityId }: { entityType: EntityType; entityId: number }) {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { user } = useSession();
  const organization = params.get(ORGANIZATION_QUERY_PARAM);
  // Org admins read their own organization's deals; a super admin says whose deal it is first.
  const needsOrganization =
    entityType === 'organization_deal' && !organization && (user?.roles.includes('super_admin') ?? false);
  const history = useApi(
    'org-edit-history',
    needsOrganization
      ? null
      : {
          query: {
            entity_type: entityType,
            entity_id: entityId,
            page,
            page_size: PAGE_SIZE,
            ...(entityType === 'organization_deal' && organization ? { slug: organization } : {}),
          },
        },
  );
  const { label } = ENTITY_TYPES[entityType];
  useStaffTitle(`Edit history of ${label.toLowerCase()} ${entityId}`);
  if (needsOrganization)
    return (
      <Box display="flex" flexDirection="column" gap="large">
        <h1>
          Edit history: {label.toLowerCase()} {entityId}
        </h1>
        <OrganizationPicker />
      </Box>
    );
  return (
    <Box display="flex" flexDirection="column" gap="large">
      <h1>
        Edit history: {label.toLowerCase()} {entityId}
        {organization && entityType === 'organization_deal' ? ` of ${organization}` : ''}
      </h1>
      {/* The list below renders from history.data; QueryView says loading, failed or empty. */}
      <QueryView
        query={history}
        what="the history"
        isEmpty={(data) => data.results.length === 0}
        empty={{ title: 'No changes are recorded yet.' }}
      >
        {() => null}
      </QueryView>
      <ol aria-label="Changes, newest first">
        {history.data?.results.map((entry) => (
          <li key={entry.id}>
            <Card
              as="article"
              headingLevel={2}
              title={`${entry.changed_by} changed ${Object.keys(entry.changes).join(', ')}`}
            >
              <p>
                <time dateTime={entry.changed_at}>{formatDateTime(entry.changed_at)}</time>
              </p>
              {Object.entries(entry.changes).map(([field, change]) => (
                <section key={field} aria-label={`Change to ${field}`}>
                  <h3>{field}</h3>
                  <DiffView
                    before={valueText(change.from)}
                    after={valueText(change.to)}
                    beforeLabel="Before"
                    afterLabel="After"
                  />
                </section>
              ))}
            </Card>
          </li>
        ))}
      </ol>
      {history.data && history.data.count > PAGE_SIZE ? (
        <Pagination
          page={page}
          pageCount={Math.ceil(history.data.count / PAGE_SIZE)}
          onPageChange={(next) =>
            setParams({
              page: String(next),
              ...(organization ? { [ORGANIZATION_QUERY_PARAM]: organization } : {}),
            })
          }
        />
      ) : null}
    </Box>
  );
}

/** `/dashboard-next/edit-history/{problem|organization_deal|course|live_class|track}/{id}` (000 §2). */
export function EditHistoryRoute() {
  const { entityType = '', id = '' } = useParams();
  const entityId = Number(id);
  if (!(entityType in ENTITY_TYPES) || !Number.isInteger(entityId) || entityId <= 0)
    return (
      <section aria-labelledby="history-error">
        <h1 id="history-error">No such history</h1>
        <p>
          Edit history exists for problems, organization deals, courses, course features, coupons, live
          classes, tracks and site settings.
        </p>
      </section>
    );
  const type = entityType as EntityType;
  return (
    <RequireRole roles={ENTITY_TYPES[type].roles}>
      <EditHistory entityType={type} entityId={entityId} />
    </RequireRole>
  );
}
