import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { QueryState } from './QueryState';

const list = (data: string[]) => (
  <ul>
    {data.map((name) => (
      <li key={name}>{name}</li>
    ))}
  </ul>
);

describe('QueryState', () => {
  it('says what is loading while there is no data', () => {
    render(
      <QueryState query={{}} what="the report card">
        {list}
      </QueryState>,
    );
    expect(screen.getByRole('status').textContent).toBe('Loading the report card');
  });

  it('shows the server’s message as an alert, with a way to try again', async () => {
    const retry = vi.fn();
    render(
      <QueryState
        query={{ error: { message: 'Only this organization’s admins see its reports.' } }}
        what="the report card"
        onRetry={retry}
      >
        {list}
      </QueryState>,
    );
    expect(screen.getByRole('alert').textContent).toBe(
      'The report card could not be loaded. Only this organization’s admins see its reports.Try again',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledOnce();
    await expectNoAxeViolations();
  });

  it('shows the empty state when the data has nothing, and the data otherwise', async () => {
    const { rerender } = render(
      <QueryState
        query={{ data: [] }}
        what="the students"
        isEmpty={(data) => data.length === 0}
        empty={{ title: 'No students yet' }}
      >
        {list}
      </QueryState>,
    );
    expect(screen.getByRole('heading', { name: 'No students yet' })).toBeDefined();
    rerender(
      <QueryState query={{ data: ['Asha Rao'] }} what="the students" isEmpty={(data) => data.length === 0}>
        {list}
      </QueryState>,
    );
    expect(screen.getByRole('listitem').textContent).toBe('Asha Rao');
    await expectNoAxeViolations();
  });

  it('keeps data on screen when a later refresh fails', () => {
    render(
      <QueryState query={{ data: ['Asha Rao'], error: { message: 'Timed out' } }} what="the students">
        {list}
      </QueryState>,
    );
    expect(screen.getByRole('listitem').textContent).toBe('Asha Rao');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
