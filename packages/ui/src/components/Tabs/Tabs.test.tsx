import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { Tabs } from './Tabs';

function ReportTabs({ onValueChange }: { onValueChange?: (value: string) => void }) {
  return (
    <Tabs.Root defaultValue="aggregated" onValueChange={onValueChange}>
      <Tabs.List aria-label="Reports">
        <Tabs.Trigger value="aggregated">Aggregated Report</Tabs.Trigger>
        <Tabs.Trigger value="contest">Contest Report</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="aggregated">All batches</Tabs.Content>
      <Tabs.Content value="contest">Per contest</Tabs.Content>
    </Tabs.Root>
  );
}

describe('Tabs', () => {
  it('switches panels by click and by arrow keys', async () => {
    const onValueChange = vi.fn();
    render(<ReportTabs onValueChange={onValueChange} />);
    expect(screen.getByRole('tablist', { name: 'Reports' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Aggregated Report' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Aggregated Report' })).toHaveTextContent('All batches');
    await expectNoAxeViolations();

    await userEvent.click(screen.getByRole('tab', { name: 'Contest Report' }));
    expect(onValueChange).toHaveBeenLastCalledWith('contest');
    expect(screen.getByRole('tabpanel', { name: 'Contest Report' })).toHaveTextContent('Per contest');

    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Aggregated Report' })).toHaveFocus();
  });
});
