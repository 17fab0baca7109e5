import type { ColumnDef } from '@tanstack/react-table';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { makeStudentScores, type StudentScore, studentScoreColumns } from './fixtures';
import { ReportTable } from './ReportTable';

const fiveStudents = makeStudentScores(5);

function firstCellOfRow(index: number): string {
  const rows = within(screen.getByRole('table')).getAllByRole('row');
  return within(rows[index] as HTMLElement).getAllByRole('cell')[0]?.textContent ?? '';
}

describe('ReportTable', () => {
  it('is a table named by its caption with column headers and row counts', async () => {
    render(<ReportTable caption="Contest report" columns={studentScoreColumns} data={fiveStudents} />);
    const table = screen.getByRole('table', { name: 'Contest report' });
    expect(within(table).getByRole('columnheader', { name: 'Score' })).toHaveAttribute('aria-sort', 'none');
    expect(table).toHaveAttribute('aria-rowcount', '6');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(6);
    expect(rows[1]).toHaveAttribute('aria-rowindex', '2');
    expect(within(rows[1] as HTMLElement).getByRole('cell', { name: 'Asha Rao' })).toBeInTheDocument();
    expect(screen.getByText('5 rows')).toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('sorts by a clicked header and tells the parent the new order', async () => {
    const onSortingChange = vi.fn();
    render(
      <ReportTable
        caption="Contest report"
        columns={studentScoreColumns}
        data={fiveStudents}
        onSortingChange={onSortingChange}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Name' }));
    expect(onSortingChange).toHaveBeenLastCalledWith([{ id: 'name', desc: false }]);
    expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'ascending');
    expect(firstCellOfRow(1)).toBe('Arjun Rao');

    await userEvent.click(screen.getByRole('button', { name: 'Name' }));
    expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'descending');
    expect(firstCellOfRow(1)).toBe('Ravi Rao');
  });

  it('follows a sort order owned by the parent (e.g. read from the URL)', () => {
    const { rerender } = render(
      <ReportTable caption="Contest report" columns={studentScoreColumns} data={fiveStudents} sorting={[]} />,
    );
    expect(firstCellOfRow(1)).toBe('Asha Rao');
    rerender(
      <ReportTable
        caption="Contest report"
        columns={studentScoreColumns}
        data={fiveStudents}
        sorting={[{ id: 'score', desc: true }]}
      />,
    );
    expect(screen.getByRole('columnheader', { name: 'Score' })).toHaveAttribute('aria-sort', 'descending');
    expect(firstCellOfRow(1)).toBe('Meera Rao');
  });

  it('hides a column unticked in the column menu', async () => {
    const onColumnVisibilityChange = vi.fn();
    render(
      <ReportTable
        caption="Contest report"
        columns={studentScoreColumns}
        data={fiveStudents}
        onColumnVisibilityChange={onColumnVisibilityChange}
      />,
    );
    // The menu's code is its own chunk, fetched on first use. Here "fetching" means Vite compiling the popover
    // and its dependencies, which took over 10 s on a loaded CI machine: compile it first, so the test times
    // what it is about (the table hiding a column), not the compiler.
    await import('./ColumnVisibilityPopover');
    await userEvent.click(screen.getByRole('button', { name: 'Columns' }));
    const menu = await screen.findByRole('group', { name: 'Visible columns' });
    await userEvent.click(within(menu).getByRole('checkbox', { name: 'Email' }));
    expect(onColumnVisibilityChange).toHaveBeenLastCalledWith({ email: false });
    expect(screen.queryByRole('columnheader', { name: 'Email' })).not.toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Batch' })).toBeInTheDocument();
  });

  it('selects rows one by one or all at once', async () => {
    const onRowSelectionChange = vi.fn();
    render(
      <ReportTable
        caption="Contest report"
        columns={studentScoreColumns}
        data={fiveStudents}
        getRowId={(row) => row.id}
        enableRowSelection
        getRowLabel={(row) => row.name}
        onRowSelectionChange={onRowSelectionChange}
      />,
    );
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Ravi Rao' }));
    expect(onRowSelectionChange).toHaveBeenLastCalledWith({ '2': true });
    expect(screen.getByRole('checkbox', { name: 'Select Ravi Rao' }).closest('tr')).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByText('5 rows, 1 selected')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select all rows' })).toHaveProperty('indeterminate', true);

    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all rows' }));
    expect(screen.getByText('5 rows, 5 selected')).toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('shows loading, empty and error states in place of rows', async () => {
    const onRetry = vi.fn();
    const { rerender } = render(
      <ReportTable caption="Contest report" columns={studentScoreColumns} data={[]} loading />,
    );
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Loading rows');

    rerender(
      <ReportTable
        caption="Contest report"
        columns={studentScoreColumns}
        data={[]}
        emptyMessage="Nobody has submitted yet."
      />,
    );
    expect(screen.getByRole('cell', { name: 'Nobody has submitted yet.' })).toBeInTheDocument();

    rerender(
      <ReportTable
        caption="Contest report"
        columns={studentScoreColumns}
        data={[]}
        error="The report could not be loaded."
        onRetry={onRetry}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('The report could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    await expectNoAxeViolations();
  });

  it('renders only the rows in view out of many, and says how many there are', () => {
    render(
      <ReportTable
        caption="Contest report"
        columns={studentScoreColumns}
        data={makeStudentScores(2_000)}
        height={400}
      />,
    );
    const table = screen.getByRole('table', { name: 'Contest report' });
    expect(table).toHaveAttribute('aria-rowcount', '2001');
    const dataRows = within(table)
      .getAllByRole('row')
      .filter((row) => row.hasAttribute('aria-rowindex') && row.getAttribute('aria-rowindex') !== '1');
    expect(dataRows.length).toBeGreaterThan(0);
    expect(dataRows.length).toBeLessThan(50);
    expect(screen.getByText('2,000 rows')).toBeInTheDocument();
  });

  it('shows one page at a time when paged by the parent', () => {
    render(
      <ReportTable
        caption="Contest report"
        columns={studentScoreColumns}
        data={makeStudentScores(25)}
        pagination={{ pageIndex: 1, pageSize: 10 }}
      />,
    );
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows).toHaveLength(11);
    expect(rows[1]).toHaveAttribute('aria-rowindex', '12');
    expect(screen.getByRole('table')).toHaveAttribute('aria-rowcount', '26');
  });

  it('offers the whole text of a clipped cell on hover, and no tooltip on a cell that fits', async () => {
    render(<ReportTable caption="Contest report" columns={studentScoreColumns} data={fiveStudents} />);
    const [clipped, fits] = within(screen.getAllByRole('row')[1] as HTMLElement).getAllByRole('cell') as [
      HTMLElement,
      HTMLElement,
    ];
    // The test DOM has no layout: give the first cell more text than width, as a narrow column would.
    Object.defineProperty(clipped, 'scrollWidth', { value: 180 });
    Object.defineProperty(clipped, 'clientWidth', { value: 120 });
    await userEvent.hover(clipped);
    expect(clipped).toHaveAttribute('title', 'Asha Rao');
    await userEvent.hover(fits);
    expect(fits).not.toHaveAttribute('title');
  });

  it('keeps focus on a button in a cell when the screen re-renders with columns built anew', async () => {
    // Screens build their columns inside render; each render gives the cell function a new identity.
    // biome-ignore lint/suspicious/noExplicitAny: each column's value type differs, as in the table's own prop.
    const columnsWithButton = (): ColumnDef<StudentScore, any>[] => [
      ...studentScoreColumns,
      {
        id: 'remove',
        header: 'Remove',
        cell: ({ row }) => <button type="button">Remove {row.original.name}</button>,
      },
    ];
    const { rerender } = render(
      <ReportTable caption="Contest report" columns={columnsWithButton()} data={fiveStudents} />,
    );
    const remove = screen.getByRole('button', { name: 'Remove Asha Rao' });
    remove.focus();
    rerender(<ReportTable caption="Contest report" columns={columnsWithButton()} data={[...fiveStudents]} />);
    expect(screen.getByRole('button', { name: 'Remove Asha Rao' })).toBe(remove);
    expect(remove).toHaveFocus();
  });
});
