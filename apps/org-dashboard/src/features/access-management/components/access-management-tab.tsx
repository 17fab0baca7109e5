import type { RowOf } from '@learnforge/api-client';
import { useApi } from '@learnforge/api-client/react';
import { raisePageError } from '@learnforge/app-shell';
import { DEAL_TABLE_COLUMNS } from '@learnforge/domain';
import { Box, Button, FilterBar } from '@learnforge/ui';
import { PagedTable, usePageQuery } from '../../../shared/components/paged-table';
import { SearchField } from '../../../shared/components/search-field';
import { useDashboardMeta } from '../../../shared/dashboard-meta';
import { formatDate } from '../../../shared/format';
import { type Columns, numberColumn } from '../../../shared/report-columns';
import { useUrlState } from '../../../shared/url-state';
import { EditHistoryDialog } from './edit-history-dialog';
import { ManageAccessDialog } from './manage-access-dialog';
import { UserCreateDialog } from './user-create-dialog';

type Deal = RowOf<'org-company-deals'>;

const [dealNumber, startDate, expiryDate, batch, purchased, active, remaining, manage, history] =
  DEAL_TABLE_COLUMNS;

/** The organization's deals with their licences; `?deal=` opens one's access or its edit history. */
export function AccessManagementTab() {
  const meta = useDashboardMeta();
  const url = useUrlState();
  const search = url.get('search');
  const deals = useApi('org-company-deals', { query: { ...usePageQuery(), ...(search ? { search } : {}) } });
  raisePageError(deals.error);
  const keepPage = url.page === 1 ? null : url.page;
  const openDealId = Number(url.get('deal'));
  const openDeal = deals.data?.results.find((deal) => deal.deal_id === openDealId);
  const dealView = url.get('deal_view') === 'history' ? 'history' : 'access';
  const columns: Columns<Deal> = [
    { id: 'deal_number', header: dealNumber, accessorFn: (row) => row.deal_number, enableSorting: false },
    {
      id: 'start_date',
      header: startDate,
      accessorFn: (row) => formatDate(row.start_date),
      enableSorting: false,
    },
    {
      id: 'expiry_date',
      header: expiryDate,
      accessorFn: (row) => formatDate(row.expiry_date),
      enableSorting: false,
    },
    { id: 'batch', header: batch, accessorFn: (row) => row.batch.name, enableSorting: false, size: 200 },
    numberColumn<Deal>('licenses_purchased', purchased),
    numberColumn<Deal>('active_licenses', active),
    numberColumn<Deal>('remaining_licenses', remaining),
    {
      id: 'manage',
      header: manage,
      cell: (info) => (
        <Button
          size="small"
          variant="outline"
          aria-label={`Manage access of deal ${info.row.original.deal_number}`}
          onClick={() => url.set({ deal: info.row.original.deal_id, page: keepPage })}
        >
          Manage
        </Button>
      ),
      enableSorting: false,
      size: 130,
    },
    {
      id: 'history',
      header: history,
      cell: (info) => (
        <Button
          size="small"
          variant="ghost"
          aria-label={`Edit history of deal ${info.row.original.deal_number}`}
          onClick={() => url.set({ deal: info.row.original.deal_id, deal_view: 'history', page: keepPage })}
        >
          History
        </Button>
      ),
      enableSorting: false,
      size: 130,
    },
  ];
  const close = () =>
    url.set({ deal: null, deal_view: null, user_search: null, user_page: null, page: keepPage });
  // Focus goes back to the button that opened the dialog. The address change re-renders the table, so
  // that button is a new element by now (Radix would fall back to the body): find it by its name.
  const focusOpener = (label: string) => (event: Event) => {
    event.preventDefault();
    const opener = Array.from(document.querySelectorAll<HTMLElement>('button[aria-label]')).find(
      (button) => button.getAttribute('aria-label') === label,
    );
    opener?.focus();
  };
  return (
    <Box display="flex" flexDirection="column" gap="large">
      <FilterBar label="Deal filters" {...(search ? { onClear: () => url.set({ search: null }) } : {})}>
        <SearchField label="Search deals" />
        {meta.organizationType === 'institute' ? <UserCreateDialog /> : null}
      </FilterBar>
      <PagedTable<Deal>
        caption="Deals"
        columns={columns}
        list={deals}
        getRowId={(row) => String(row.deal_id)}
        emptyMessage="No deals yet."
        height={360}
      />
      {openDeal && dealView === 'access' ? (
        <ManageAccessDialog
          deal={openDeal}
          onClose={close}
          onCloseAutoFocus={focusOpener(`Manage access of deal ${openDeal.deal_number}`)}
        />
      ) : null}
      {openDeal && dealView === 'history' ? (
        <EditHistoryDialog
          deal={openDeal}
          onClose={close}
          onCloseAutoFocus={focusOpener(`Edit history of deal ${openDeal.deal_number}`)}
        />
      ) : null}
    </Box>
  );
}
