import { fixture, renderScreen } from '@learnforge/app-shell/testing';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { EditHistory, valueText } from './edit-history-page';

afterEach(cleanup);

describe('EditHistory', () => {
  it('shows who changed which fields, with a before and after diff of each', async () => {
    const { calls } = renderScreen(<EditHistory entityType="problem" entityId={7} />, {
      answers: [
        fixture('org-edit-history', {
          count: 1,
          page: 1,
          page_size: 20,
          results: [
            {
              id: 3,
              changed_by: 'setter2',
              changed_at: '2026-11-26T04:10:00.000Z',
              changes: {
                title: { from: 'Mirror Words', to: 'Mirror the Words' },
                tags: { from: ['strings'], to: ['strings', 'arrays'] },
              },
            },
          ],
        }),
      ],
    });
    expect(await screen.findByRole('heading', { name: 'setter2 changed title, tags' })).toBeDefined();
    const title = screen.getByRole('region', { name: 'Change to title' });
    const cells = within(title)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toContain('Removed: Mirror Words');
    expect(cells).toContain('Added: Mirror the Words');
    expect(
      within(title)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Before', 'After']);
    expect(screen.getByRole('region', { name: 'Change to tags' })).toBeDefined();
    expect(calls[calls.length - 1]).toMatch(/entity_type=problem&entity_id=7/);
  });

  it('writes strings as they are and other values as JSON', () => {
    expect(valueText('a\nb')).toBe('a\nb');
    expect(valueText(null)).toBe('');
    expect(valueText({ sample: true })).toBe('{\n  "sample": true\n}');
  });
});
