import type { RowOf } from '@learnforge/api-client';
import { useApi, useApiMutation } from '@learnforge/api-client/react';
import { formErrorsOf, raisePageError } from '@learnforge/app-shell';
import {
  Badge,
  Box,
  Button,
  ConfirmDialog,
  Dialog,
  Pagination,
  RadioGroup,
  ReportTable,
  StatCard,
  TextField,
} from '@learnforge/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { formatDateTime, formatNumber } from '../../../shared/format';
import type { Columns } from '../../../shared/report-columns';
import { useUrlState } from '../../../shared/url-state';
import { ACCESS_CSV_MAX_BYTES, emailsOfCsv, type RowResult, rowResults } from './csv-rows';

type Deal = RowOf<'org-company-deals'>;

type ActiveUser = RowOf<'org-company-deal-active-users'>;

const USERS_PAGE_SIZE = 50;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Licences of one deal, its active users, and granting or revoking access one by one or by CSV. */
export function ManageAccessDialog({
  deal,
  onClose,
  onCloseAutoFocus,
}: {
  deal: Deal;
  onClose: () => void;
  /** Where focus goes when the dialog closes (the control that opened it). */
  onCloseAutoFocus: (event: Event) => void;
}) {
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Content
        title={`Manage access: deal ${deal.deal_number}`}
        description={`Batch ${deal.batch.name}`}
        size="large"
        onCloseAutoFocus={onCloseAutoFocus}
      >
        <Box display="flex" flexDirection="column" gap="large">
          <Box display="flex" gap="medium" flexWrap="wrap">
            <StatCard label="Licences purchased" value={formatNumber(deal.licenses_purchased)} />
            <StatCard label="Active licences" value={formatNumber(deal.active_licenses)} />
            <StatCard label="Remaining licences" value={formatNumber(deal.remaining_licenses)} />
          </Box>
          <GrantOne deal={deal} />
          <CsvUpload deal={deal} />
          <ActiveUsers deal={deal} />
        </Box>
      </Dialog.Content>
    </Dialog.Root>
  );
}

function GrantOne({ deal }: { deal: Deal }) {
  // A refusal is said in the dialog (beside its field, or in its live region): no toast repeats it.
  const grant = useApiMutation('org-company-user-grant-access', { notify: false });
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  // Said in the dialog's own live region, like a revoke: a toast sits outside the modal dialog,
  // where a screen reader does not read while it is open.
  const [notice, setNotice] = useState('');
  const submit = async () => {
    const address = email.trim();
    setNotice('');
    if (!EMAIL.test(address)) {
      setError('Enter an email address.');
      return;
    }
    setError(undefined);
    try {
      const result = await grant.trigger({ body: { deal_id: deal.deal_id, emails: [address] } });
      const refused = result.failed[0];
      if (refused) setError(refused.reason);
      else {
        setNotice(`${address} has access now.`);
        setEmail('');
      }
    } catch (refusal) {
      // The form has one field: whatever the server says about the call is said beside it.
      const errors = formErrorsOf(refusal, ['email'], { emails: 'email', 'emails.0': 'email' });
      setError(errors.fields.email ?? errors.form ?? undefined);
    }
  };
  return (
    <form
      aria-label="Grant access"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Box display="flex" gap="small" alignItems="flex-end" flexWrap="wrap">
        <TextField
          label="Learner’s email"
          type="email"
          value={email}
          error={error}
          onChange={(event) => setEmail(event.target.value)}
        />
        <Button type="submit" loading={grant.isMutating} disabled={deal.remaining_licenses <= 0}>
          Grant access
        </Button>
      </Box>
      {deal.remaining_licenses <= 0 ? (
        <p>Every licence of this deal is in use: revoke one to grant another.</p>
      ) : null}
      <p role="status">{notice}</p>
    </form>
  );
}

const resultColumns: Columns<RowResult> = [
  { id: 'row', header: 'Row', accessorFn: (row) => row.row, enableSorting: false, size: 70 },
  { id: 'email', header: 'Email', accessorFn: (row) => row.email, enableSorting: false, size: 260 },
  {
    id: 'result',
    header: 'Result',
    accessorFn: (row) => row.result,
    cell: (info) => (
      <Badge tone={info.row.original.ok ? 'positive' : 'critical'}>{info.getValue<string>()}</Badge>
    ),
    enableSorting: false,
    size: 280,
  },
];

function CsvUpload({ deal }: { deal: Deal }) {
  // A refused upload is said beside the file field, inside the dialog where a screen reader reads it.
  const grantCsv = useApiMutation('org-grant-access-upload-csv', { notify: false });
  const revokeCsv = useApiMutation('org-revoke-access-upload-csv', { notify: false });
  const [action, setAction] = useState<'grant' | 'revoke'>('grant');
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [results, setResults] = useState<RowResult[] | null>(null);
  const busy = grantCsv.isMutating || revokeCsv.isMutating;

  const upload = async () => {
    if (!file) {
      setError('Choose a CSV file with one email address a line.');
      return;
    }
    if (file.size > ACCESS_CSV_MAX_BYTES) {
      setError('The file is larger than 1 MB; split it into smaller files.');
      return;
    }
    const emails = await emailsOfCsv(await file.text());
    if (emails.length === 0) {
      setError('The file has no email addresses.');
      return;
    }
    setError(undefined);
    try {
      const input = { body: { deal_id: deal.deal_id, file } };
      const result = action === 'grant' ? await grantCsv.trigger(input) : await revokeCsv.trigger(input);
      setResults(rowResults(emails, result.failed, action === 'grant' ? 'Access granted' : 'Access revoked'));
    } catch (refusal) {
      setResults(null);
      const refused = formErrorsOf(refusal, ['file'] as const);
      setError(refused.fields.file ?? refused.form ?? undefined);
    }
  };

  const failedCount = results?.filter((row) => !row.ok).length ?? 0;
  return (
    <section aria-labelledby="csv-upload">
      <h3 id="csv-upload">Upload a CSV</h3>
      <Box display="flex" flexDirection="column" gap="medium">
        <RadioGroup
          label="Action"
          name="csv-action"
          orientation="horizontal"
          value={action}
          options={[
            { value: 'grant', label: 'Grant access' },
            { value: 'revoke', label: 'Revoke access' },
          ]}
          onValueChange={(value) => setAction(value === 'revoke' ? 'revoke' : 'grant')}
        />
        <Box display="flex" gap="small" alignItems="flex-end" flexWrap="wrap">
          <TextField
            label="CSV file"
            type="file"
            accept=".csv,text/csv"
            hint="One email address a line; a first line reading “email” is skipped."
            error={error}
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setResults(null);
            }}
          />
          <Button onClick={() => void upload()} loading={busy}>
            Upload
          </Button>
        </Box>
        {results ? (
          <>
            <p role="status">
              {`${results.length - failedCount} of ${results.length} rows done${failedCount ? `, ${failedCount} refused` : ''}.`}
            </p>
            <ReportTable<RowResult>
              caption="Result of each row"
              columns={resultColumns}
              data={results}
              getRowId={(row) => String(row.row)}
              height={240}
              showColumnMenu={false}
            />
          </>
        ) : null}
      </Box>
    </section>
  );
}

function ActiveUsers({ deal }: { deal: Deal }) {
  const url = useUrlState();
  const revoke = useApiMutation('org-revoke-access', { notify: false });
  const page = Math.max(1, Number(url.get('user_page')) || 1);
  const saved = url.get('user_search');
  const [search, setSearch] = useState(saved);
  useEffect(() => setSearch(saved), [saved]);
  const dealsPage = url.get('page') || null;
  const keep = { deal: deal.deal_id, page: dealsPage };
  const { set } = url;
  useEffect(() => {
    if (search === saved) return;
    const timer = setTimeout(
      () => set({ deal: deal.deal_id, page: dealsPage, user_search: search.trim() || null, user_page: null }),
      300,
    );
    return () => clearTimeout(timer);
  }, [search, saved, set, deal.deal_id, dealsPage]);
  const users = useApi('org-company-deal-active-users', {
    path: { dealId: deal.deal_id },
    query: { page, page_size: USERS_PAGE_SIZE, ...(saved ? { search: saved } : {}) },
  });
  raisePageError(users.error);
  const pageCount = Math.max(
    1,
    Math.ceil((users.data?.count ?? 0) / (users.data?.page_size ?? USERS_PAGE_SIZE)),
  );

  // One confirm dialog for the table, not one per row: a row re-rendered by the narrowing search would
  // otherwise take its open dialog with it.
  const [confirming, setConfirming] = useState<ActiveUser | null>(null);
  // Where the revoked row stood: its Revoke button is gone once the list is fresh, so focus goes to the
  // Revoke button now in that place (the next person), or to the search when the list is empty.
  const pendingFocus = useRef<{ row: number; email: string } | null>(null);
  const section = useRef<HTMLElement>(null);
  // Said in the dialog's own live region: the page's notifications sit outside the modal dialog, where
  // a screen reader does not read while it is open.
  const [notice, setNotice] = useState('');
  const revokeOne = async (user: ActiveUser) => {
    try {
      const result = await revoke.trigger({
        query: { deal_id: deal.deal_id },
        body: { emails: [user.email] },
      });
      const refused = result.failed[0];
      if (refused) setNotice(`${user.email}: ${refused.reason}`);
      else {
        const row = users.data?.results.findIndex((candidate) => candidate.email === user.email) ?? 0;
        pendingFocus.current = { row: Math.max(row, 0), email: user.email };
        setNotice(`${user.email} no longer has access.`);
        await users.mutate();
      }
    } catch (refusal) {
      setNotice(formErrorsOf(refusal, []).form ?? 'The access was not revoked: try again.');
    }
  };
  /** Moves focus once the revoked row has left the table; until then it waits for the fresh list. */
  const focusAfterRevoke = useCallback(() => {
    const pending = pendingFocus.current;
    const area = section.current;
    if (!pending || !area) return;
    const buttons = Array.from(area.querySelectorAll<HTMLElement>('button[aria-label^="Revoke access of"]'));
    if (buttons.some((button) => button.getAttribute('aria-label') === `Revoke access of ${pending.email}`))
      return;
    pendingFocus.current = null;
    const target =
      buttons[Math.min(pending.row, buttons.length - 1)] ??
      area.querySelector<HTMLElement>('input[type="search"]');
    target?.focus();
  }, []);
  useEffect(() => {
    if (confirming === null && users.data) requestAnimationFrame(focusAfterRevoke);
  }, [confirming, users.data, focusAfterRevoke]);

  const columns: Columns<ActiveUser> = [
    { id: 'name', header: 'Name', accessorFn: (row) => row.name, enableSorting: false, size: 180 },
    { id: 'email', header: 'Email', accessorFn: (row) => row.email, enableSorting: false, size: 230 },
    {
      id: 'granted_at',
      header: 'Granted',
      accessorFn: (row) => formatDateTime(row.granted_at),
      enableSorting: false,
    },
    {
      id: 'last_active_at',
      header: 'Last Active',
      accessorFn: (row) => formatDateTime(row.last_active_at),
      enableSorting: false,
    },
    {
      id: 'revoke',
      header: 'Access',
      cell: (info) => (
        <Button
          size="small"
          variant="ghost"
          tone="critical"
          aria-label={`Revoke access of ${info.row.original.email}`}
          onClick={() => setConfirming(info.row.original)}
        >
          Revoke
        </Button>
      ),
      enableSorting: false,
      size: 120,
    },
  ];
  return (
    <section aria-labelledby="active-users" ref={section}>
      <h3 id="active-users">Active users</h3>
      <Box display="flex" flexDirection="column" gap="small">
        <p role="status">{notice}</p>
        <TextField
          type="search"
          size="small"
          label="Search active users"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <ReportTable<ActiveUser>
          caption="Active users"
          hideCaption
          columns={columns}
          data={users.data?.results ?? []}
          getRowId={(row) => row.email}
          manual
          rowCount={users.data?.count ?? 0}
          loading={users.isLoading}
          error={users.error?.message}
          emptyMessage="Nobody has access through this deal yet."
          height={280}
        />
        <ConfirmDialog
          open={confirming !== null}
          onOpenChange={(open) => {
            if (!open) setConfirming(null);
          }}
          title={`Revoke access of ${confirming?.email ?? ''}?`}
          description="The licence becomes free for someone else."
          confirmLabel="Revoke access"
          tone="critical"
          onConfirm={() => (confirming ? revokeOne(confirming) : undefined)}
          onCloseAutoFocus={(event) => {
            if (!pendingFocus.current) return;
            event.preventDefault();
            focusAfterRevoke();
          }}
        />
        {pageCount > 1 ? (
          <Pagination
            page={page}
            pageCount={pageCount}
            label="Active users pages"
            onPageChange={(next) =>
              url.set({ ...keep, user_search: saved || null, user_page: next === 1 ? null : next })
            }
          />
        ) : null}
      </Box>
    </section>
  );
}
