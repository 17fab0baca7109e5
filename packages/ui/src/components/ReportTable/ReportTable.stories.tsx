import type { Meta, StoryObj } from '@storybook/react-vite';
import type { PaginationState, SortingState } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { makeStudentScores, type StudentScore, studentScoreColumns } from './fixtures';
import { ReportTable } from './ReportTable';
import { type CsvColumn, useCsvExport } from './useCsvExport';

const twoHundred = makeStudentScores(200);

const meta = {
  title: 'Data/ReportTable',
  component: ReportTable<StudentScore>,
  args: {
    caption: 'Contest report',
    columns: studentScoreColumns,
    data: twoHundred,
    height: 360,
    getRowId: (row: StudentScore) => row.id,
    onSortingChange: fn(),
  },
} satisfies Meta<typeof ReportTable<StudentScore>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Score' }));
    await expect(args.onSortingChange).toHaveBeenLastCalledWith([{ id: 'score', desc: true }]);
    await expect(canvas.getByRole('columnheader', { name: 'Score' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
  },
};

/** Sort and page owned by the parent, as an app keeps them in the URL's query string. */
export const StateInTheUrl: Story = {
  render: (args) => {
    const [sorting, setSorting] = useState<SortingState>([{ id: 'name', desc: false }]);
    const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 0, pageSize: 20 });
    const query = new URLSearchParams({
      sort: sorting.map((sort) => `${sort.id}.${sort.desc ? 'desc' : 'asc'}`).join(','),
      page: String(pagination.pageIndex + 1),
    });
    return (
      <div style={{ display: 'grid', gap: 8 }}>
        <output aria-label="Query string">?{query.toString()}</output>
        <ReportTable
          {...args}
          sorting={sorting}
          onSortingChange={setSorting}
          pagination={pagination}
          onPaginationChange={setPagination}
          toolbar={
            <>
              <Button
                size="small"
                variant="outline"
                tone="neutral"
                disabled={pagination.pageIndex === 0}
                onClick={() => setPagination((page) => ({ ...page, pageIndex: page.pageIndex - 1 }))}
              >
                Previous page
              </Button>
              <Button
                size="small"
                variant="outline"
                tone="neutral"
                onClick={() => setPagination((page) => ({ ...page, pageIndex: page.pageIndex + 1 }))}
              >
                Next page
              </Button>
            </>
          }
        />
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Name' }));
    await expect(canvas.getByRole('status', { name: 'Query string' })).toHaveTextContent(
      '?sort=name.desc&page=1',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(canvas.getByRole('status', { name: 'Query string' })).toHaveTextContent('page=2');
    await expect(canvas.getAllByRole('row')[1]).toHaveAttribute('aria-rowindex', '22');
  },
};

export const RowSelection: Story = {
  args: { enableRowSelection: true, getRowLabel: (row: StudentScore) => row.name },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select Meera Rao' }));
    await expect(canvas.getByText('200 rows, 1 selected')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select all rows' }));
    await expect(canvas.getByText('200 rows, 200 selected')).toBeInTheDocument();
  },
};

export const ColumnVisibility: Story = {
  // The column menu renders in a portal, which must carry the theme.
  tags: ['dark-theme'],
  args: { defaultColumnVisibility: { solved: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('columnheader', { name: 'Solved' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Columns' }));
    // The menu's code is its own chunk, fetched on first use: give a busy machine time to load it.
    const menu = await within(canvasElement.ownerDocument.body).findByRole('group', {
      name: 'Visible columns',
    });
    await userEvent.click(within(menu).getByRole('checkbox', { name: 'Email' }));
    await userEvent.click(within(menu).getByRole('checkbox', { name: 'Solved' }));
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('columnheader', { name: 'Email' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('columnheader', { name: 'Solved' })).toBeInTheDocument();
  },
};

export const Loading: Story = { args: { data: [], loading: true } };

export const Empty: Story = { args: { data: [], emptyMessage: 'Nobody has submitted yet.' } };

export const ErrorState: Story = {
  name: 'Error',
  args: { data: [], error: 'The report could not be loaded.', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('The report could not be loaded.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** 100,000 rows: only the rows in view are in the DOM, and scrolling to the end reaches the last one. */
export const HundredThousandRows: Story = {
  render: (args) => {
    const data = useMemo(() => makeStudentScores(100_000), []);
    return <ReportTable {...args} data={data} />;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Contest report' });
    await expect(table).toHaveAttribute('aria-rowcount', '100001');
    await expect(within(table).getAllByRole('row').length).toBeLessThan(60);
    const region = canvas.getByRole('region', { name: 'Contest report' });
    region.scrollTop = region.scrollHeight;
    await waitFor(() => expect(table.querySelector('[aria-rowindex="100001"]')).not.toBeNull());
    await expect(within(table).getAllByRole('row').length).toBeLessThan(60);
  },
};

const csvColumns: CsvColumn<StudentScore>[] = [
  { header: 'Name', value: (row) => row.name },
  { header: 'Email', value: (row) => row.email },
  { header: 'Score', value: (row) => row.score },
];

/** The export hook with the table: a name that looks like a formula is written as text. */
export const CsvExport: Story = {
  render: (args) => {
    const rows = useMemo(
      () => [{ ...twoHundred[0], name: '=HYPERLINK("http://evil.example","Asha")' } as StudentScore],
      [],
    );
    const csv = useCsvExport({ filename: 'contest-report.csv', columns: csvColumns, rows });
    return (
      <div style={{ display: 'grid', gap: 8 }}>
        <ReportTable {...args} data={rows} toolbar={<Button onClick={csv.download}>Download CSV</Button>} />
        <details>
          <summary>CSV preview</summary>
          <pre>{csv.toCsv()}</pre>
        </details>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('CSV preview'));
    await expect(canvas.getByText(/^Name,Email,Score/)).toHaveTextContent(
      `"'=HYPERLINK(""http://evil.example"",""Asha"")"`,
    );
  },
};
