import { useApi } from '@learnforge/api-client/react';
import { QueryView, RequireRole } from '@learnforge/app-shell';
import { EDIT_HISTORY_READERS, formatDateTime } from '@learnforge/domain';
import { Box, Card, DiffView, Pagination } from '@learnforge/ui';
import { useParams, useSearchParams } from 'react-router';

const ENTITY_TYPES = {
  problem: { label: 'Problem', roles: EDIT_HISTORY_READERS.problem },
  organization_deal: { label: 'Organization deal', roles: EDIT_HISTORY_READERS.organization_deal },
  course: { label: 'Course', roles: EDIT_HISTORY_READERS.course },
  live_class: { label: 'Live class', roles: EDIT_HISTORY_READERS.live_class },
  track: { label: 'Track', roles: EDIT_HISTORY_READERS.track },
  course_feature: { label: 'Course feature', roles: EDIT_HISTORY_READERS.course_feature },
  coupon: { label: 'Coupon', roles: EDIT_HISTORY_READERS.coupon },
} as const;
type EntityType = keyof typeof ENTITY_TYPES;
const PAGE_SIZE = 20;

/** Strings as they are (so a statement diffs line by line); anything else as indented JSON. */
export function valueText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  return JSON.stringify(value, null, 2);
}

export function EditHistory({ entityType, entityId }: { entityType: EntityType; entityId: number }) {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const history = useApi('org-edit-history', {
    query: { entity_type: entityType, entity_id: entityId, page, page_size: PAGE_SIZE },
  });
  const { label } = ENTITY_TYPES[entityType];
  return (
    <Box display="flex" flexDirection="column" gap="large">
      <h1>
        Edit history: {label.toLowerCase()} {entityId}
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
          onPageChange={(next) => setParams({ page: String(next) })}
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
          classes and tracks.
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
