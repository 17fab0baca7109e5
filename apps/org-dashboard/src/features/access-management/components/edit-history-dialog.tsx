import type { RowOf } from '@learnforge/api-client';
import { useApi } from '@learnforge/api-client/react';
import { raisePageError } from '@learnforge/app-shell';
import { Box, Dialog, Pagination, ReportTable } from '@learnforge/ui';
import { formatDateTime } from '../../../shared/format';
import type { Columns } from '../../../shared/report-columns';
import { useUrlState } from '../../../shared/url-state';

type Deal = RowOf<'org-company-deals'>;

type Edit = RowOf<'org-edit-history'>;

function show(value: unknown): string {
  if (value === null || value === undefined || value === '') return '(empty)';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

const columns: Columns<Edit> = [
  {
    id: 'changed_at',
    header: 'When',
    accessorFn: (row) => formatDateTime(row.changed_at),
    enableSorting: false,
    size: 170,
  },
  { id: 'changed_by', header: 'Who', accessorFn: (row) => row.changed_by, enableSorting: false, size: 200 },
  {
    id: 'changes',
    header: 'What changed',
    accessorFn: (row) =>
      Object.entries(row.changes)
        .map(([field, change]) => `${field}: ${show(change.from)} → ${show(change.to)}`)
        .join('; '),
    enableSorting: false,
    size: 420,
  },
];

/** Who changed the deal, what and when (edit_history/ for organization_deal). */
export function EditHistoryDialog({
  deal,
  onClose,
  onCloseAutoFocus,
}: {
  deal: Deal;
  onClose: () => void;
  /** Where focus goes when the dialog closes (the control that opened it). */
  onCloseAutoFocus: (event: Event) => void;
}) {
  const url = useUrlState();
  const page = Math.max(1, Number(url.get('history_page')) || 1);
  const edits = useApi('org-edit-history', {
    query: { entity_type: 'organization_deal', entity_id: deal.deal_id, page, page_size: 20 },
  });
  raisePageError(edits.error);
  const pageCount = Math.max(1, Math.ceil((edits.data?.count ?? 0) / (edits.data?.page_size ?? 20)));
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Content
        title={`Edit history of deal ${deal.deal_number}`}
        size="large"
        onCloseAutoFocus={onCloseAutoFocus}
      >
        <Box display="flex" flexDirection="column" gap="medium">
          <ReportTable<Edit>
            caption="Changes"
            columns={columns}
            data={edits.data?.results ?? []}
            getRowId={(row) => String(row.id)}
            manual
            rowCount={edits.data?.count ?? 0}
            loading={edits.isLoading}
            error={edits.error?.message}
            emptyMessage="Nobody has changed this deal since it was created."
            height={320}
            showColumnMenu={false}
          />
          {pageCount > 1 ? (
            <Pagination
              page={page}
              pageCount={pageCount}
              label="Edit history pages"
              onPageChange={(next) =>
                url.set({
                  deal: deal.deal_id,
                  deal_view: 'history',
                  history_page: next === 1 ? null : next,
                  page: url.get('page') || null,
                })
              }
            />
          ) : null}
        </Box>
      </Dialog.Content>
    </Dialog.Root>
  );
}
