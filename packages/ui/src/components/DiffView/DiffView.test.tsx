import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { DiffView } from './DiffView';
import { sideBySideRows, summarizeRows } from './lineDiff';

describe('sideBySideRows', () => {
  it('faces an edited line with its new version and marks the changed words', () => {
    const rows = sideBySideRows('title: Two Sum\nlevel: easy\n', 'title: Two Sum\nlevel: medium\n');
    expect(rows.map((row) => row.kind)).toEqual(['unchanged', 'changed']);
    const changed = rows[1];
    expect(changed?.before?.segments.filter((segment) => segment.changed).map((s) => s.text)).toEqual([
      'easy',
    ]);
    expect(changed?.after?.segments.filter((segment) => segment.changed).map((s) => s.text)).toEqual([
      'medium',
    ]);
  });

  it('numbers each side on its own and leaves the other side empty for pure additions and removals', () => {
    const rows = sideBySideRows('a\nb\nc', 'a\nc\nd\ne');
    expect(rows.map((row) => [row.kind, row.before?.number, row.after?.number])).toEqual([
      ['unchanged', 1, 1],
      ['removed', 2, undefined],
      ['unchanged', 3, 2],
      ['added', undefined, 3],
      ['added', undefined, 4],
    ]);
    expect(summarizeRows(rows)).toEqual({ added: 2, removed: 1 });
  });

  it('sees no change in a missing final newline or Windows line ends', () => {
    expect(summarizeRows(sideBySideRows('a\r\nb\r\n', 'a\nb'))).toEqual({ added: 0, removed: 0 });
  });

  it('handles empty texts on either side', () => {
    expect(sideBySideRows('', '').length).toBe(0);
    expect(sideBySideRows('', 'new').map((row) => row.kind)).toEqual(['added']);
    expect(sideBySideRows('old', '').map((row) => row.kind)).toEqual(['removed']);
  });
});

describe('DiffView', () => {
  it('labels both sides, counts the changes and announces added and removed lines in words', async () => {
    render(
      <DiffView
        before={'price: 100\n'}
        after={'price: 120\n'}
        beforeLabel="Revision 1"
        afterLabel="Revision 2"
      />,
    );
    const table = screen.getByRole('table', { name: 'Changes from Revision 1 to Revision 2' });
    expect(within(table).getByRole('columnheader', { name: 'Revision 1' })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Revision 2' })).toBeInTheDocument();
    expect(screen.getByText('1 line added')).toBeInTheDocument();
    expect(screen.getByText('1 line removed')).toBeInTheDocument();
    expect(table.querySelector('del')).toHaveTextContent('Removed: price: 100');
    expect(table.querySelector('ins')).toHaveTextContent('Added: price: 120');
    await expectNoAxeViolations();
  });

  it('says so when nothing changed', () => {
    render(<DiffView before="same" after="same" />);
    expect(screen.getByText('No changes')).toBeInTheDocument();
  });

  it('folds long unchanged runs and shows them on request', async () => {
    const lines = Array.from({ length: 20 }, (_, index) => `line ${index + 1}`);
    const edited = [...lines];
    edited[10] = 'line eleven';
    render(<DiffView before={lines.join('\n')} after={edited.join('\n')} contextLines={2} />);
    expect(screen.queryByText('line 2')).not.toBeInTheDocument();
    expect(screen.getAllByText('line 9').length).toBe(2);
    await userEvent.click(screen.getByRole('button', { name: 'Show 8 unchanged lines' }));
    expect(screen.getAllByText('line 2').length).toBe(2);
    expect(screen.getByRole('button', { name: 'Show 7 unchanged lines' })).toBeInTheDocument();
  });
});
