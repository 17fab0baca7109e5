import type { RowOf } from '@learnforge/api-client';
import { useApi } from '@learnforge/api-client/react';
import { RequireRole } from '@learnforge/app-shell';
import { AREA_ROLES, formatDateTime } from '@learnforge/domain';
import { type ColumnDef, Link } from '@learnforge/ui';
import { Link as RouterLink } from 'react-router';
import { ListPage, useIdParam, usePageParam } from '../../../shared/list-page';
import { ContestEditor, STATUS_LABEL } from './contest-editor';

/** Contest authors: course admins, recruiters for open contests (super admins pass every check). */
const CONTEST_ROLES = AREA_ROLES.contests;

type ContestRow = RowOf<'x-admin-contests-list'>;

// biome-ignore lint/suspicious/noExplicitAny: each column's value type differs, as in TanStack's own typings.
const columns: ColumnDef<ContestRow, any>[] = [
  {
    id: 'title',
    header: 'Contest',
    accessorFn: (row) => row.title,
    cell: (info) => (
      <Link as={RouterLink} to={`/contests/${info.row.original.id}`}>
        {info.getValue<string>()}
      </Link>
    ),
  },
  { id: 'status', header: 'Status', accessorFn: (row) => STATUS_LABEL[row.status] },
  {
    id: 'kind',
    header: 'For',
    accessorFn: (row) => (row.kind === 'batch' ? `Batch ${row.batch_slug ?? ''}` : 'Open'),
  },
  { id: 'start', header: 'Starts', accessorFn: (row) => formatDateTime(row.start_time) },
  { id: 'end', header: 'Ends', accessorFn: (row) => formatDateTime(row.end_time) },
  { id: 'sections', header: 'Sections', accessorFn: (row) => row.sections },
  { id: 'registrations', header: 'Registered', accessorFn: (row) => row.registrations },
];

function ContestList() {
  const { page } = usePageParam();
  const list = useApi('x-admin-contests-list', { query: { page } });
  return (
    <ListPage<ContestRow>
      title="Contests"
      description="Quizzes and coding rounds for batches and open or hiring contests, newest start first."
      actions={
        <Link as={RouterLink} to="/contests/new" weight="strong">
          New contest
        </Link>
      }
      columns={columns}
      list={list}
      getRowId={(row) => String(row.id)}
      emptyMessage="No contests yet."
      pagesLabel="Contest pages"
    />
  );
}

export function ContestListRoute() {
  return (
    <RequireRole roles={CONTEST_ROLES}>
      <ContestList />
    </RequireRole>
  );
}

export function ContestEditorRoute() {
  const { key, id } = useIdParam();
  return (
    <RequireRole roles={CONTEST_ROLES}>
      <ContestEditor key={key} contestId={id} />
    </RequireRole>
  );
}
